import { describe, expect, it } from 'vitest';
import type { CookieJar, CookieOptions } from '../env.ts';
import { createMemoryStorage, createTestEnv } from '../../../test/testEnv.ts';
import { purgeIfNoAdTag } from './purgeIfNoAdTag.ts';

const MARKET = 'https://market.example.com';

function recordingCookies(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const sets: { name: string; value: string; options?: CookieOptions }[] = [];
  const jar: CookieJar = {
    get: (name) => data.get(name),
    set: (name, value, options) => {
      sets.push({ name, value, options });
      data.set(name, value);
    },
    remove: (name) => void data.delete(name),
  };
  return { jar, sets };
}

const stored = () => createMemoryStorage({
  'httpsmarketexamplecom.u-1.header.cache': '{}',
  'httpsmarketexamplecom.u-1.header.token': 't',
  'httpsmarketexamplecom.u-1.myapps.myapps': '[]',
  'httpsmarketexamplecom..header.bootstrap': '{}',
  'httpsmarketexamplecom.u-1.header.translations': '{}',
  'httpsmarketexamplecom.u-1.header.templates': '{}',
  'httpsmarketexamplecom.u-1.search.history': '[]',
  'httpsothermarketcom.u-1.header.cache': '{}',
  searchWidgetRecentQueriesu1: '[]',
});

describe('purgeIfNoAdTag', () => {
  it('removes the stored header keys of this market when the ad_tag_m cookie is missing', () => {
    const { jar } = recordingCookies();
    const env = createTestEnv({ cookies: jar, localStorage: stored() });
    expect(purgeIfNoAdTag(env, MARKET)).toBe(true);
    expect(env.localStorage.keys().sort()).toEqual([
      'httpsmarketexamplecom.u-1.search.history',
      'httpsothermarketcom.u-1.header.cache',
      'searchWidgetRecentQueriesu1',
    ]);
  });

  it('then sets ad_tag_m for 24,000,000 ms, secure', () => {
    const { jar, sets } = recordingCookies();
    purgeIfNoAdTag(createTestEnv({ cookies: jar }), MARKET);
    expect(sets).toEqual([{ name: 'ad_tag_m', value: '1', options: { maxAgeMs: 24_000_000, secure: true, path: '/' } }]);
  });

  it('keeps everything while the cookie is set', () => {
    const { jar, sets } = recordingCookies({ ad_tag_m: '1' });
    const env = createTestEnv({ cookies: jar, localStorage: stored() });
    expect(purgeIfNoAdTag(env, MARKET)).toBe(false);
    expect(env.localStorage.keys()).toHaveLength(9);
    expect(sets).toEqual([]);
  });
});
