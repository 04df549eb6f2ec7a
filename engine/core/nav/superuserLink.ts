import type { NavContext } from '../context/navContext.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { Role, hasAnyRole, hasRole } from './roles.ts';

/** Superuser: SUPERUSER or SUPER_SUPPORT (SPEC §6). */
export function showSuperuserLink(nav: Pick<NavContext, 'user'>): boolean {
  return hasAnyRole(nav.user, [Role.SUPERUSER, Role.SUPER_SUPPORT]);
}

/** /superuser/dashboard for SUPERUSER, /superuser/support otherwise (SPEC §2). */
export function superuserLinkTarget(nav: Pick<NavContext, 'user' | 'config'>): string {
  return joinUrl(nav.config.marketUrl, hasRole(nav.user, Role.SUPERUSER) ? '/superuser/dashboard' : '/superuser/support');
}
