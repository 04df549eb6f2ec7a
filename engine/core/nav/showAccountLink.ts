import type { NavContext } from '../context/navContext.ts';
import { Role, hasRole } from './roles.ts';

/** Account: visible unless only-admins-can-buy is on; then BILLING_ADMIN is needed (SPEC §6). */
export function showAccountLink(nav: Pick<NavContext, 'user' | 'settings'>): boolean {
  return !nav.settings.onlyAdminsCanBuy || hasRole(nav.user, Role.BILLING_ADMIN);
}
