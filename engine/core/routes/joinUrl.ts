import { dropTrailingSlashes } from './dropTrailingSlashes.ts';

/** Joins a base URL and an absolute path without doubling the slash a host may leave on its URL. */
export function joinUrl(base: string, path: string): string {
  return `${dropTrailingSlashes(base)}${path.startsWith('/') ? path : `/${path}`}`;
}
