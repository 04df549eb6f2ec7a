import type { NavContext } from '../context/navContext.ts';
import { Role, hasAnyRole } from './roles.ts';

/** Reseller: RESELLER_MANAGER, RESELLER or REFERRAL (SPEC §6). */
export function showResellerLink(nav: Pick<NavContext, 'user'>): boolean {
  return hasAnyRole(nav.user, [Role.RESELLER_MANAGER, Role.RESELLER, Role.REFERRAL]);
}
