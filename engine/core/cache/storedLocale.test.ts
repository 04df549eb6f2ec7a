import { describe, expect, it } from 'vitest';
import { createTestEnv, createThrowingStorage } from '../../../test/testEnv.ts';
import { forgetUnusableLocale, readChosenLocale, storedLocaleKey } from './storedLocale.ts';

const MARKET = 'https://market.example.com';

describe('storedLocale', () => {
  it('SPEC §4, §9: the chosen language is kept under the market and user of the header keys, and read back dashed', () => {
    expect(storedLocaleKey(MARKET, 'u-1')).toBe('httpsmarketexamplecom.u-1.header.locale');
    expect(storedLocaleKey(MARKET, undefined)).toBe('httpsmarketexamplecom..header.locale');
    const env = createTestEnv();
    env.localStorage.setItem(storedLocaleKey(MARKET, 'u-1'), 'fr_CA');
    expect(readChosenLocale(env, MARKET, 'u-1')).toBe('fr-CA');
    expect(readChosenLocale(env, MARKET, undefined)).toBeUndefined();
    expect(readChosenLocale(env, 'https://other.example.com', 'u-1')).toBeUndefined();
  });

  it('SPEC §4: a corrupt value, or a locale the marketplace does not offer, reads as none', () => {
    const env = createTestEnv();
    const read = (stored: string, offered?: string[]) => {
      env.localStorage.setItem(storedLocaleKey(MARKET, 'u-1'), stored);
      return readChosenLocale(env, MARKET, 'u-1', offered);
    };
    for (const corrupt of ['', 'f', 'fr-', 'fr CA', '"fr-CA"', 'null', '<b>fr</b>', 'fr-CA\n']) expect([corrupt, read(corrupt)]).toEqual([corrupt, undefined]);
    expect(['es-419', 'zh-Hant-TW', 'en'].map((tag) => read(tag))).toEqual(['es-419', 'zh-Hant-TW', 'en']);
    expect(read('de-DE', ['en-US', 'fr_CA'])).toBeUndefined();
    expect(read('fr-CA', ['en-US', 'fr_CA'])).toBe('fr-CA');
    expect(read('de-DE', [])).toBe('de-DE');
  });

  it('forgets only a stored value that reads as none', () => {
    const env = createTestEnv();
    const key = storedLocaleKey(MARKET, 'u-1');
    env.localStorage.setItem(key, 'fr-CA');
    forgetUnusableLocale(env, MARKET, 'u-1', ['en-US', 'fr-CA']);
    forgetUnusableLocale(env, MARKET, 'u-1', undefined);
    expect(env.localStorage.getItem(key)).toBe('fr-CA');
    forgetUnusableLocale(env, MARKET, 'u-1', ['en-US']);
    expect(env.localStorage.getItem(key)).toBeNull();
    env.localStorage.setItem(key, '<b>');
    forgetUnusableLocale(env, MARKET, 'u-1', undefined);
    expect(env.localStorage.getItem(key)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const env = createTestEnv({ localStorage: createThrowingStorage() });
    expect(readChosenLocale(env, MARKET, 'u-1')).toBeUndefined();
    expect(() => forgetUnusableLocale(env, MARKET, 'u-1', ['en-US'])).not.toThrow();
  });
});
