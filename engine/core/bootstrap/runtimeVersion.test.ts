import { describe, expect, it } from 'vitest';
import { headerCacheKey } from '../cache/headerCache.ts';
import { headerCacheScope } from '../load/cachedRender.ts';
import { headerEnv, headerMarket, MARKET, settle, templates } from '../load/headerMarket.testkit.ts';
import { loadHeaderData } from '../load/loadHeaderData.ts';
import { createDefaultBootstrap, RUNTIME_VERSION } from './defaults.ts';

/** The stored header entry of the signed-in ACME user, as JSON. */
function storedEntry(env: ReturnType<typeof headerEnv>): Record<string, unknown> | null {
  const raw = env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

describe('the runtime\'s built-in version stamps the header cache (SPEC §9, §4)', () => {
  it('SPEC §9: the built-in version is 2.14.98', async () => {
    expect(RUNTIME_VERSION).toBe('2.14.98');
    // The entries a config reads and writes are those of this version.
    expect(headerCacheScope({ marketUrl: MARKET }).version).toBe('2.14.98');
    const env = headerEnv(headerMarket());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(storedEntry(env)?.version).toBe('2.14.98');
  });

  it('SPEC §9: the built-in version is not the default settings version 2.7.15', () => {
    // Two versions of SPEC §9: the runtime's own, and the channel settings' default.
    expect(createDefaultBootstrap().CHANNEL_SETTINGS?.version).toBe('2.7.15');
    expect(RUNTIME_VERSION).not.toBe(createDefaultBootstrap().CHANNEL_SETTINGS?.version);
  });

  it('SPEC §4: an entry of version 2.14.98 renders first; the same entry of another version is dropped', async () => {
    const env = headerEnv(headerMarket());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const entry = storedEntry(env);

    const same = loadHeaderData(env, { marketUrl: MARKET });
    expect(same.cached?.templateSet).toEqual(templates);
    await same.fresh;

    for (const other of ['2.14.97', '2.7.15', '']) {
      env.localStorage.setItem(headerCacheKey(MARKET, 'u-1'), JSON.stringify({ ...entry, version: other }));
      const load = loadHeaderData(env, { marketUrl: MARKET });
      expect(load.cached, other).toBeNull();
      // The fresh render writes it again, under the built-in version.
      await load.fresh;
      await settle();
      expect(storedEntry(env)?.version, other).toBe('2.14.98');
    }
  });
});
