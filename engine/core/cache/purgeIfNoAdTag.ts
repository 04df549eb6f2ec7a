import type { NavEnv } from '../env.ts';
import { marketKeyPart, parseStorageKey } from './storageKey.ts';

const AD_TAG_COOKIE = 'ad_tag_m';
const AD_TAG_LIFETIME_MS = 24_000_000;

/**
 * The keys the header and its widgets store (SPEC §9: token, myapps, bootstrap, templates,
 * translations and others). 'cache' is the header cache entry and 'userId' the stored user id.
 */
const HEADER_STORED_KEYS: readonly string[] = [
  'token', 'myapps', 'bootstrap', 'templates', 'translations', 'configuration', 'cache', 'userId',
  'theme', 'themeSettings', 'memberships', 'flags',
];

/**
 * SPEC §9: while the 'ad_tag_m' cookie lives (24,000,000 ms), stored header data may be reused;
 * once it is gone, every stored header key of this market (any user, any widget) is removed, and
 * the cookie is set again. This bounds how stale a stored token or bootstrap can get.
 * Returns whether a purge ran.
 */
export function purgeIfNoAdTag(env: NavEnv, marketUrl: string): boolean {
  if (!adTagLapsed(env)) return false;
  const market = marketKeyPart(marketUrl);
  for (const key of env.localStorage.keys()) {
    const parts = parseStorageKey(key);
    if (parts && parts.market === market && HEADER_STORED_KEYS.includes(parts.key)) env.localStorage.removeItem(key);
  }
  env.cookies.set(AD_TAG_COOKIE, '1', { maxAgeMs: AD_TAG_LIFETIME_MS, secure: true, path: '/' });
  return true;
}

/** Whether purgeIfNoAdTag would purge now (it reads the cookie only). */
export function adTagLapsed(env: NavEnv): boolean {
  return !env.cookies.get(AD_TAG_COOKIE);
}
