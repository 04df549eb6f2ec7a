import { pickBootstrapSource } from '../bootstrap/pickBootstrapSource.ts';
import { headerCacheKey, peekHeaderCache } from '../cache/headerCache.ts';
import { adTagLapsed } from '../cache/purgeIfNoAdTag.ts';
import { readStoredUserId } from '../cache/storedUserId.ts';
import { peekCachedAddonConfiguration } from '../configuration/fetchAddonConfiguration.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { cachedRender, headerCacheLocale, headerCacheScope } from './cachedRender.ts';
import type { HeaderData } from './composeHeaderData.ts';
import { safely } from './safely.ts';

/**
 * The cached render that loadHeaderData(env, config) would give first (its `cached`), read without
 * writing anything: no purge, no removal of a stale entry, no cookie set, no call. Null when there
 * is none, and when the lapsed 'ad_tag_m' cookie means loadHeaderData's purge would remove it.
 * For a component's render before its load starts.
 */
export function peekCachedHeader(env: NavEnv, config: NavConfig): HeaderData | null {
  let lapsed = false;
  const storedUserId = safely(() => {
    lapsed = adTagLapsed(env);
    return lapsed ? undefined : readStoredUserId(env, config.marketUrl);
  }, undefined);
  if (lapsed) return null;
  const cachedData = peekHeaderCache(env, headerCacheKey(config.marketUrl, storedUserId), {
    ...headerCacheScope(config), locale: headerCacheLocale(env, config, storedUserId),
  });
  if (!cachedData) return null;
  const choice = pickBootstrapSource({ page: config.bootstrap, stored: cachedData.bootstrap });
  return cachedRender(env, config, {
    storedUserId, cachedData, choice, addons: (key) => peekCachedAddonConfiguration(env, key) ?? {},
  }).cached;
}
