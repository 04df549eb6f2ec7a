import { describe, expect, it } from 'vitest';
import { addonConfigurationKey } from '../configuration/fetchAddonConfiguration.ts';
import { headerCacheKey } from '../cache/headerCache.ts';
import type { NavConfig } from '../config/navConfig.ts';
import { MARKET, headerEnv, headerMarket, signedIn } from './headerMarket.testkit.ts';
import { loadHeaderData } from './loadHeaderData.ts';
import { peekCachedHeader } from './peekCachedHeader.ts';
import { comparable, watched } from './watchedEnv.testkit.ts';

/** A browser where user u-1 loaded the header once, so its cache entry and user id are stored. */
async function afterOneLoad(config: NavConfig = { marketUrl: MARKET }) {
  const env = headerEnv(headerMarket());
  await loadHeaderData(env, config).fresh;
  return env;
}

describe('peekCachedHeader', () => {
  it('is what loadHeaderData renders first, read without a write or a call', async () => {
    const { env, writes } = watched(await afterOneLoad());
    const peeked = peekCachedHeader(env, { marketUrl: MARKET });
    expect(writes).toEqual([]);
    expect(peeked?.nav).toMatchObject({ userPending: true, template: 'headerIn', user: { state: 'loggedin', id: 'u-1' } });
    const load = loadHeaderData(env, { marketUrl: MARKET });
    expect(comparable(peeked)).toEqual(comparable(load.cached));
    await load.fresh;
  });

  it('shows the user at once when the page provides the bootstrap, as loadHeaderData does', async () => {
    const config: NavConfig = { marketUrl: MARKET, bootstrap: signedIn };
    const { env, writes } = watched(await afterOneLoad(config));
    const peeked = peekCachedHeader(env, config);
    expect(writes).toEqual([]);
    expect(peeked?.nav.userPending).toBeUndefined();
    expect(peeked?.nav.user.firstName).toBe('Ada');
    const load = loadHeaderData(env, config);
    expect(comparable(peeked)).toEqual(comparable(load.cached));
    await load.fresh;
  });

  it('is null without a cache entry, with caching off, or for another locale', async () => {
    const empty = watched(headerEnv(headerMarket()));
    expect(peekCachedHeader(empty.env, { marketUrl: MARKET })).toBeNull();
    const stored = watched(await afterOneLoad());
    expect(peekCachedHeader(stored.env, { marketUrl: MARKET, cache: false })).toBeNull();
    expect(peekCachedHeader(stored.env, { marketUrl: MARKET, locale: 'de-DE' })).toBeNull();
    expect([...empty.writes, ...stored.writes]).toEqual([]);
  });

  it('is null when the lapsed ad_tag_m cookie would purge the entry, and purges nothing itself', async () => {
    const { env, writes } = watched(await afterOneLoad());
    env.cookies.remove('ad_tag_m');
    writes.length = 0;
    expect(peekCachedHeader(env, { marketUrl: MARKET })).toBeNull();
    expect(writes).toEqual([]);
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).not.toBeNull();
    expect(env.cookies.get('ad_tag_m')).toBeUndefined();
  });

  it('leaves a foreign entry and a corrupt add-on configuration where they are', async () => {
    const { env, writes } = watched(await afterOneLoad());
    env.localStorage.setItem(addonConfigurationKey(MARKET, 'u-1'), '{not json');
    const entry = JSON.parse(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1')) ?? '{}') as Record<string, unknown>;
    writes.length = 0;
    expect(peekCachedHeader(env, { marketUrl: MARKET })?.nav.addons).toEqual({});
    env.localStorage.setItem(headerCacheKey(MARKET, 'u-1'), JSON.stringify({ ...entry, version: '0.0.1' }));
    writes.length = 0;
    expect(peekCachedHeader(env, { marketUrl: MARKET })).toBeNull();
    expect(writes).toEqual([]);
    expect(env.localStorage.getItem(addonConfigurationKey(MARKET, 'u-1'))).toBe('{not json');
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).toContain('0.0.1');
  });
});
