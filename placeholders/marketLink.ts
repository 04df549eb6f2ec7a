import { resolveLink } from '../engine/core/template/urlPolicy.ts';

/** A marketplace path as an absolute link (SPEC §2: links are relative to the marketplace URL). */
export function marketLink(marketUrl: string, path: string): string {
  return resolveLink(path, marketUrl);
}
