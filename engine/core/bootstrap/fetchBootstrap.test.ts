import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnv, eventsBesideCallFailures } from '../../../test/testEnv.ts';
import { FAULTS, createTestServer, hang, json, unauthorized } from '../../../test/testServer.ts';
import { BOOTSTRAP_PATH, fetchBootstrap, requestBootstrap } from './fetchBootstrap.ts';

const API = 'https://api.example.com';
const context = { CHANNEL_SETTINGS: { partner: 'ACME' }, CurrentUser: { uuid: 'u-1' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchBootstrap', () => {
  it('gets the bootstrap context uncached, with credentials', async () => {
    const server = createTestServer({ [BOOTSTRAP_PATH]: json(context) });
    const env = createTestEnv({ fetch: server.fetch });
    expect(await fetchBootstrap(env, { apiUrl: `${API}/` })).toEqual(context);
    expect(server.calls[0]?.url).toBe(`${API}/api/session/v1/bootstrap-context`);
    expect(server.calls[0]?.init.cache).toBe('no-store');
    expect(server.calls[0]?.init.credentials).toBe('include');
  });

  it('sends a bearer header only when a token is passed', async () => {
    const server = createTestServer({ [BOOTSTRAP_PATH]: json(context) });
    const env = createTestEnv({ fetch: server.fetch });
    await fetchBootstrap(env, { apiUrl: API });
    await fetchBootstrap(env, { apiUrl: API, token: 'tok' });
    const headers = server.calls.map((call) => (call.init.headers as Record<string, string>).Authorization);
    expect(headers).toEqual([undefined, 'Bearer tok']);
  });

  it('a 401 raises universalnav:401 and gives an empty context', async () => {
    const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: unauthorized() }).fetch });
    expect(await fetchBootstrap(env, { apiUrl: API })).toEqual({});
    expect(eventsBesideCallFailures(env).map((event) => event.type)).toEqual(['universalnav:401']);
    expect(env.warnings).toEqual([]);
  });

  it.each(Object.entries(FAULTS))('%s gives an empty context and warns bootdata promise error', async (_name, reply) => {
    const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: reply }).fetch });
    expect(await fetchBootstrap(env, { apiUrl: API })).toEqual({});
    expect(env.warnings[0]?.[0]).toBe('bootdata promise error');
    expect(eventsBesideCallFailures(env)).toEqual([]);
  });

  it('a time-out gives an empty context and warns bootdata promise error', async () => {
    vi.useFakeTimers();
    const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: hang() }).fetch });
    const pending = fetchBootstrap(env, { apiUrl: API });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual({});
    expect(env.warnings[0]).toEqual(['bootdata promise error', new Error('Network request failed')]);
  });

  it('a network failure gives an empty context; on another origin the warning says what CORS answer is missing', async () => {
    const sameOrigin = createTestEnv({ url: `${API}/home` });
    expect(await fetchBootstrap(sameOrigin, { apiUrl: API })).toEqual({});
    expect(sameOrigin.warnings[0]?.[0]).toBe('bootdata promise error');
    const elsewhere = createTestEnv({ url: 'http://localhost:5174/shop' });
    expect(await fetchBootstrap(elsewhere, { apiUrl: API })).toEqual({});
    expect(elsewhere.warnings).toHaveLength(1);
    expect(elsewhere.warnings[0]?.[0]).toMatch(/^universal-nav: the marketplace at https:\/\/api\.example\.com did not answer this page's origin http:\/\/localhost:5174; .*Access-Control-Allow-Origin: http:\/\/localhost:5174 and Access-Control-Allow-Credentials: true/);
  });
});

describe('requestBootstrap', () => {
  it('tells a lost session apart from a fault', async () => {
    const lost = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: unauthorized() }).fetch });
    expect((await requestBootstrap(lost, { apiUrl: API })).status).toBe('unauthorized');
    const broken = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: FAULTS['500']! }).fetch });
    expect((await requestBootstrap(broken, { apiUrl: API })).status).toBe('failed');
    const fine = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP_PATH]: json(context) }).fetch });
    expect(await requestBootstrap(fine, { apiUrl: API })).toEqual({ status: 'ok', bootstrap: context });
  });
});
