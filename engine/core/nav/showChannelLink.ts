import type { NavContext } from '../context/navContext.ts';
import { Capability, hasCapability } from './capabilities.ts';
import { Role, hasAnyRole, hasRole } from './roles.ts';

const CHANNEL_ROLES = [Role.CHANNEL_ADMIN, Role.CHANNEL_SUPPORT, Role.CHANNEL_PRODUCT_SUPPORT, Role.SALES_SUPPORT] as const;

/**
 * Channel (SPEC §6): the CHANNEL_MANAGEMENT capability plus a channel role. REPORTS_CHANNEL_ADMIN
 * alone suffices: it needs neither another role nor the capability, since reports are not
 * part of channel management.
 */
export function showChannelLink(nav: Pick<NavContext, 'user' | 'capabilities'>): boolean {
  if (hasRole(nav.user, Role.REPORTS_CHANNEL_ADMIN)) return true;
  return hasCapability(nav, Capability.CHANNEL_MANAGEMENT) && hasAnyRole(nav.user, CHANNEL_ROLES);
}
