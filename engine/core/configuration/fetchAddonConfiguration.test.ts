import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnv, eventsBesideCallFailures } from '../../../test/testEnv.ts';
import { FAULTS, createTestServer, hang, json, unauthorized } from '../../../test/testServer.ts';
import {
  CONFIGURATION_PATH, addonConfigurationKey, fetchAddonConfiguration, readCachedAddonConfiguration,
} from './fetchAddonConfiguration.ts';

const API = 'https://api.example.com';
const KEY = addonConfigurationKey('https://market.example.com', 'u-1');
const addons = { addonStoreUrl: 'https://addons.example', showAddonStoreLink: true };
const stored = { addonStoreUrl: 'https://old.example', showAddonStoreLink: true };

afterEach(() => {
  vi.useRealTimers();
});

function envServing(reply: Parameters<typeof createTestServer>[0][string]) {
  const server = createTestServer({ [CONFIGURATION_PATH]: reply });
  return { env: createTestEnv({ fetch: server.fetch }), server };
}

describe('fetchAddonConfiguration', () => {
  it('gets the add-on store configuration with credentials', async () => {
    const { env, server } = envServing(json({ addonStoreConfiguration: addons }));
    expect(await fetchAddonConfiguration(env, { apiUrl: API })).toEqual(addons);
    expect(server.calls[0]?.url).toBe('https://api.example.com/api/v3/universal-nav/configuration');
    expect(server.calls[0]?.init.credentials).toBe('include');
  });

  it('keeps the answer in local storage', async () => {
    const { env } = envServing(json({ addonStoreConfiguration: addons }));
    await fetchAddonConfiguration(env, { apiUrl: API, cacheKey: KEY });
    expect(KEY).toBe('httpsmarketexamplecom.u-1.header.configuration');
    expect(readCachedAddonConfiguration(env, KEY)).toEqual(addons);
  });

  it('a 401 raises universalnav:401, gives {} and forgets the stored copy', async () => {
    const { env } = envServing(unauthorized());
    env.localStorage.setItem(KEY, JSON.stringify(stored));
    expect(await fetchAddonConfiguration(env, { apiUrl: API, cacheKey: KEY })).toEqual({});
    expect(eventsBesideCallFailures(env).map((event) => event.type)).toEqual(['universalnav:401']);
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });

  it.each(Object.entries({ ...FAULTS, 'a body without addonStoreConfiguration': json({ other: 1 }) }))(
    '%s gives the stored copy',
    async (_name, reply) => {
      const { env } = envServing(reply);
      env.localStorage.setItem(KEY, JSON.stringify(stored));
      expect(await fetchAddonConfiguration(env, { apiUrl: API, cacheKey: KEY })).toEqual(stored);
      expect(eventsBesideCallFailures(env)).toEqual([]);
    },
  );

  it.each(Object.entries(FAULTS))('%s without a stored copy gives {}', async (_name, reply) => {
    const { env } = envServing(reply);
    expect(await fetchAddonConfiguration(env, { apiUrl: API, cacheKey: KEY })).toEqual({});
  });

  it('a time-out gives the stored copy', async () => {
    vi.useFakeTimers();
    const { env } = envServing(hang());
    env.localStorage.setItem(KEY, JSON.stringify(stored));
    const pending = fetchAddonConfiguration(env, { apiUrl: API, cacheKey: KEY });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual(stored);
  });
});

describe('readCachedAddonConfiguration', () => {
  it('gives {} for a missing entry and removes a corrupt one', () => {
    const env = createTestEnv();
    expect(readCachedAddonConfiguration(env, KEY)).toEqual({});
    env.localStorage.setItem(KEY, '{not json');
    expect(readCachedAddonConfiguration(env, KEY)).toEqual({});
    expect(env.localStorage.getItem(KEY)).toBeNull();
  });
});
