import { describe, expect, it } from 'vitest';
import { headerCacheKey } from '../cache/headerCache.ts';
import { createMemoryStorage, createTestEnv } from '../../../test/testEnv.ts';
import { invalidateHeaderCache } from './invalidateHeaderCache.ts';

const MARKET = 'https://market.example.com';

describe('invalidateHeaderCache', () => {
  it('drops the header cache of every user of the market and nothing else', () => {
    const localStorage = createMemoryStorage({
      [headerCacheKey(MARKET, 'u-1')]: '{}',
      [headerCacheKey(MARKET)]: '{}',
      [headerCacheKey('https://other.example.com', 'u-1')]: '{}',
      'httpsmarketexamplecom..header.userId': 'u-1',
      'httpsmarketexamplecom.u-1.header.configuration': '{}',
    });
    const env = createTestEnv({ localStorage });
    invalidateHeaderCache(env, { marketUrl: MARKET });
    expect(localStorage.keys().sort()).toEqual([
      'httpsmarketexamplecom..header.userId',
      'httpsmarketexamplecom.u-1.header.configuration',
      'httpsotherexamplecom.u-1.header.cache',
    ]);
  });
});
