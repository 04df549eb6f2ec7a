import { HEADER_WIDGET, marketKeyPart, parseStorageKey } from '../cache/storageKey.ts';
import { removeQuietly } from '../cache/headerCache.ts';
import type { NavEnv } from '../env.ts';

/**
 * Drops the header cache entries of a market, for every user (SPEC §4: a language change clears the
 * header cache; a re-render drops it), so the next load renders from fresh data only.
 */
export function invalidateHeaderCache(env: NavEnv, options: { marketUrl: string }): void {
  const market = marketKeyPart(options.marketUrl);
  let keys: string[];
  try {
    keys = env.localStorage.keys();
  } catch {
    return;
  }
  for (const key of keys) {
    const parts = parseStorageKey(key);
    if (parts?.market === market && parts.widget === HEADER_WIDGET && parts.key === 'cache') removeQuietly(env, key);
  }
}
