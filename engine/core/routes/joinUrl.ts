/** Joins a base URL and an absolute path without doubling the slash a host may leave on its URL. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
