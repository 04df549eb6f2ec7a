import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { clearUserData, type UserDataStores } from './clearUserData.ts';
import { headerCacheKey } from './headerCache.ts';
import { storageKey } from './storageKey.ts';
import { readStoredUserId, writeStoredUserId } from './storedUserId.ts';

const MARKET = 'https://market.example.com';
const RECENTS = 'searchWidget.RecentQueries';
const stores: UserDataStores = { marketUrl: MARKET, userIds: ['u-1', 'ada-info-id', undefined], perUserMaps: [RECENTS], sessionKeys: ['cartItems', 'itemsCount', 'subtotal'] };

function browserOfAda() {
  const env = createTestEnv();
  writeStoredUserId(env, MARKET, 'u-1');
  for (const key of ['cache', 'bootstrap', 'myapps', 'configuration', 'companyId']) {
    env.localStorage.setItem(storageKey({ marketUrl: MARKET, userId: 'u-1', widget: 'header', key }), '{"name":"Ada"}');
  }
  env.localStorage.setItem(headerCacheKey(MARKET), '{"visitor":true}');
  env.localStorage.setItem(storageKey({ marketUrl: 'https://other.example.com', userId: 'u-1', widget: 'header', key: 'cache' }), 'other market');
  env.localStorage.setItem('host.page.own', 'kept');
  env.localStorage.setItem(RECENTS, JSON.stringify({ 'u-1': ['payroll'], 'ada-info-id': ['ada'], 'u-2': ['grace'] }));
  for (const key of stores.sessionKeys) env.sessionStorage.setItem(key, '1');
  return env;
}

it('on logout the stored user id and every entry of a user of this market go', () => {
  const env = browserOfAda();
  expect(readStoredUserId(env, MARKET)).toBe('u-1');
  clearUserData(env, stores);
  expect(readStoredUserId(env, MARKET)).toBeUndefined();
  expect(env.localStorage.keys().filter((key) => key.startsWith('httpsmarketexamplecom.'))).toEqual([headerCacheKey(MARKET)]);
  expect(env.localStorage.keys().join(' ')).not.toMatch(/u-1\.header\.(cache|bootstrap|myapps|configuration|companyId)$/m);
});

it('recent searches of the leaving user go; another user\'s stay', () => {
  const env = browserOfAda();
  clearUserData(env, stores);
  expect(JSON.parse(env.localStorage.getItem(RECENTS) ?? '{}')).toEqual({ 'u-2': ['grace'] });
});

it('the cart\'s session-storage values go', () => {
  const env = browserOfAda();
  clearUserData(env, stores);
  expect(stores.sessionKeys.map((key) => env.sessionStorage.getItem(key))).toEqual([null, null, null]);
});

it('leaves other markets and the host page\'s own keys alone, and never throws', () => {
  const env = browserOfAda();
  clearUserData(env, stores);
  expect(env.localStorage.getItem('host.page.own')).toBe('kept');
  expect(env.localStorage.getItem('httpsotherexamplecom.u-1.header.cache')).toBe('other market');
  const broken = createTestEnv({
    localStorage: { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); }, keys: () => { throw new Error('blocked'); } },
  });
  expect(() => clearUserData(broken, stores)).not.toThrow();
});

it('a corrupt recent-searches value is dropped', () => {
  const env = browserOfAda();
  env.localStorage.setItem(RECENTS, '{not json');
  clearUserData(env, stores);
  expect(env.localStorage.getItem(RECENTS)).toBeNull();
});
