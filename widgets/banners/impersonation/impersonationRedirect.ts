import { toSameOriginPath } from '../../../engine/core/url/toSameOriginPath.ts';

/**
 * Where ending impersonation goes (SPEC §2): back to the page saved when it began, or to the
 * superuser's user list when that page was under /superuser. Only a path on this origin counts
 * (the URL policy's same-origin rule, judged after normalization); anything else could send the
 * user to another site, so it goes to /home.
 */
const IMPERSONATION_HOME = '/home';
const SUPERUSER_USERS_PAGE = '/superuser/dashboard#users';

export function impersonationRedirect(saved: string | null | undefined, origin: string): string {
  const path = toSameOriginPath(saved, origin);
  if (path === undefined) return IMPERSONATION_HOME;
  const pathname = path.replace(/[?#].*$/, '');
  if (pathname === '/superuser' || pathname.startsWith('/superuser/')) return SUPERUSER_USERS_PAGE;
  return path;
}
