/**
 * Where ending impersonation goes (SPEC §2): back to the page saved when it began, or to the
 * superuser's user list when that page was under /superuser. Only a path on this origin counts;
 * anything else could send the user to another site, so it goes to /home.
 */
export const IMPERSONATION_HOME = '/home';
export const SUPERUSER_USERS_PAGE = '/superuser/dashboard#users';

export function impersonationRedirect(saved: string | null | undefined, origin: string): string {
  const value = saved?.trim();
  // Backslashes and control characters are read as slashes or dropped by browsers: refuse them.
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value)) return IMPERSONATION_HOME;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return IMPERSONATION_HOME;
  }
  const relative = value.startsWith('/') && !value.startsWith('//');
  const sameOriginAbsolute = /^https?:\/\//i.test(value) && url.origin === origin;
  if ((!relative && !sameOriginAbsolute) || url.origin !== origin) return IMPERSONATION_HOME;
  if (url.pathname === '/superuser' || url.pathname.startsWith('/superuser/')) return SUPERUSER_USERS_PAGE;
  return `${url.pathname}${url.search}${url.hash}`;
}
