import { dropTrailingSlashes } from './dropTrailingSlashes.ts';

/**
 * A base URL (the marketplace's, the API's) joined to a path: the base's trailing slashes dropped,
 * one '/' before the path. Every link of SPEC §2 is relative to the marketplace base URL.
 */
export function joinUrl(base: string, path: string): string {
  return `${dropTrailingSlashes(base)}${path.startsWith('/') ? path : `/${path}`}`;
}
