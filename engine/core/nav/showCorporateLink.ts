import type { NavContext } from '../context/navContext.ts';
import { Capability, hasCapability } from './capabilities.ts';
import { Role, hasRole } from './roles.ts';

/** Corporate: CORPORATE_ADMIN, or NETWORK_CATALOG_MANAGER with NETWORK_CATALOG_MANAGEMENT (SPEC §6). */
export function showCorporateLink(nav: Pick<NavContext, 'user' | 'capabilities'>): boolean {
  if (hasRole(nav.user, Role.CORPORATE_ADMIN)) return true;
  return hasRole(nav.user, Role.NETWORK_CATALOG_MANAGER) && hasCapability(nav, Capability.NETWORK_CATALOG_MANAGEMENT);
}
