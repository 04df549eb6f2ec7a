import { dropTrailingSlashes } from '../url/dropTrailingSlashes.ts';

const SSO_PATHS = new Set(['/twofactor/setup', '/twofactor/login', '/login']);

/** SPEC §2: the sign-in pages use headerSso. A trailing slash names the same page. */
export function isSsoPath(pathname: string): boolean {
  return SSO_PATHS.has(dropTrailingSlashes(pathname));
}
