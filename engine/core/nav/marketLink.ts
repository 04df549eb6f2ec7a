import { dropTrailingSlashes } from '../routes/dropTrailingSlashes.ts';

/**
 * An absolute link on the marketplace: the base URL (trailing slashes dropped) plus a path
 * starting with '/'. Every link of SPEC §2 is relative to the marketplace base URL.
 */
export function marketLink(marketUrl: string, path: string): string {
  const base = dropTrailingSlashes(marketUrl);
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
