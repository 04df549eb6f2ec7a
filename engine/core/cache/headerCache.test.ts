import { describe, expect, it } from 'vitest';
import { createTestEnv, createThrowingStorage } from '../../../test/testEnv.ts';
import { headerCacheKey, readHeaderCache, writeHeaderCache, type HeaderCacheData } from './headerCache.ts';

const KEY = headerCacheKey('https://market.example.com', 'u-1');
const data: HeaderCacheData = {
  bootstrap: { CurrentUser: { uuid: 'u-1' }, locale: 'fr-CA' },
  templateSet: { templates: { headerIn: '<header>{{logo}}</header>' }, translations: {}, assets: {} },
  translations: { 'unav.login': 'Connexion' },
};
const scope = { cache: true, version: '2.14.98', subSite: 'ACME' };
const written = { ...scope, locale: 'fr-CA', displayMode: 'published' as const };

function envWithEntry() {
  const env = createTestEnv();
  writeHeaderCache(env, KEY, data, written);
  return env;
}

describe('headerCache', () => {
  it('the key is per market and user', () => {
    expect(KEY).toBe('httpsmarketexamplecom.u-1.header.cache');
    expect(headerCacheKey('https://market.example.com')).toBe('httpsmarketexamplecom..header.cache');
  });

  it('gives back what was written when caching is on and the locale matches', () => {
    const env = envWithEntry();
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'fr_CA' })).toEqual({ ...data, locale: 'fr-CA' });
  });

  it('keeps the theme answers, so a cached render is styled as the fresh one (no layout shift)', () => {
    const env = createTestEnv();
    const themed: HeaderCacheData = {
      ...data,
      headerSettings: { globalStyles: { logoWidth: { value: '160', type: 'number' } }, headerComponents: {} },
      design: { primaryColor: { value: '#0b63ce' } },
    };
    writeHeaderCache(env, KEY, themed, written);
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'fr-CA' })).toEqual({ ...themed, locale: 'fr-CA' });
  });

  it('reads a stored theme as a fresh answer is read: malformed values are dropped', () => {
    const env = createTestEnv();
    writeHeaderCache(env, KEY, data, written);
    const entry = JSON.parse(env.localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    env.localStorage.setItem(KEY, JSON.stringify({
      ...entry,
      headerSettings: { globalStyles: { logoWidth: { value: '160' }, bad: { value: { nested: true } } }, headerComponents: 'x' },
      design: 'not a record',
    }));
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'fr-CA' })).toEqual({
      ...data, locale: 'fr-CA', headerSettings: { globalStyles: { logoWidth: { value: '160' } }, headerComponents: {} },
    });
  });

  it('gives nothing when caching is off', () => {
    expect(readHeaderCache(envWithEntry(), KEY, { ...scope, cache: false, locale: 'fr-CA' })).toBeNull();
  });

  it('gives nothing for another locale, and keeps the entry', () => {
    const env = envWithEntry();
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'en-US' })).toBeNull();
    expect(env.localStorage.getItem(KEY)).not.toBeNull();
  });

  it('accepts the entry locale when the host names none', () => {
    expect(readHeaderCache(envWithEntry(), KEY, scope)?.locale).toBe('fr-CA');
  });

  it('is cleared when the product version changes', () => {
    const env = envWithEntry();
    expect(readHeaderCache(env, KEY, { ...scope, version: '2.15.0' })).toBeNull();
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it('is cleared when the sub-site changes', () => {
    const env = envWithEntry();
    expect(readHeaderCache(env, KEY, { ...scope, subSite: 'OTHER' })).toBeNull();
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it('is not written in preview mode', () => {
    const env = createTestEnv();
    writeHeaderCache(env, KEY, data, { ...written, displayMode: 'preview' });
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it('is not written when caching is off', () => {
    const env = createTestEnv();
    writeHeaderCache(env, KEY, data, { ...written, cache: false });
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['bad JSON', '{"locale": "fr-CA"'],
    ['a JSON array', '[1,2]'],
    ['another shape', JSON.stringify({ locale: 'fr-CA', version: '2.14.98', subSite: 'ACME', bootstrap: 'x' })],
    ['a template set without templates', JSON.stringify({ ...data, ...scope, locale: 'fr-CA', templateSet: {} })],
    ['a plain string', 'hello'],
  ])('a corrupt or foreign entry (%s) is removed and treated as absent', (_name, raw) => {
    const env = createTestEnv();
    env.localStorage.setItem(KEY, raw);
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'fr-CA' })).toBeNull();
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it('cleans wrong-typed fields inside a well-shaped entry', () => {
    const env = createTestEnv();
    env.localStorage.setItem(KEY, JSON.stringify({
      ...scope, locale: 'fr-CA',
      bootstrap: { UserInfo: { roles: 'ADMIN' } },
      templateSet: { templates: { headerIn: 1, footer: '<footer></footer>' } },
      translations: { a: 'x', b: 2 },
    }));
    expect(readHeaderCache(env, KEY, { ...scope, locale: 'fr-CA' })).toEqual({
      locale: 'fr-CA',
      bootstrap: { UserInfo: {} },
      templateSet: { templates: { footer: '<footer></footer>' }, translations: {}, assets: {} },
      translations: { a: 'x' },
    });
  });

  it('never throws on a storage that throws', () => {
    const broken = createThrowingStorage();
    const env = createTestEnv({ localStorage: broken });
    expect(() => writeHeaderCache(env, KEY, data, written)).not.toThrow();
    expect(readHeaderCache(env, KEY, scope)).toBeNull();
  });
});
