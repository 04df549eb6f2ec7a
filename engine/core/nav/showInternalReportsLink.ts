import type { NavContext } from '../context/navContext.ts';
import { Role, hasRole } from './roles.ts';

/** Internal reports (/reports, 'My Reports'): INTERNAL_REPORTS_USER (SPEC §6). */
export function showInternalReportsLink(nav: Pick<NavContext, 'user'>): boolean {
  return hasRole(nav.user, Role.INTERNAL_REPORTS_USER);
}
