import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnv, eventsBesideCallFailures } from '../../../test/testEnv.ts';
import { FAULTS, createTestServer, hang, json, unauthorized } from '../../../test/testServer.ts';
import { fetchTemplateSet } from './fetchTemplateSet.ts';

const PATH = '/api/channel/v1/styles/ACME/templates/published';
const options = { apiUrl: 'https://market.example.com', partner: 'ACME', mode: 'published', locale: 'fr_CA' } as const;
const empty = { templates: {}, translations: {}, assets: {} };

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchTemplateSet', () => {
  it('gets the templates of the partner for the mode and locale', async () => {
    const server = createTestServer({ '/api/channel/v1/styles/ACME/templates/preview': json({ templates: {} }) });
    await fetchTemplateSet(createTestEnv({ fetch: server.fetch }), { ...options, mode: 'preview' });
    expect(server.calls[0]?.url).toBe('https://market.example.com/api/channel/v1/styles/ACME/templates/preview?locale=fr-CA');
  });

  it('returns the templates, translations and assets it is sent', async () => {
    const set = {
      templates: { headerIn: '<header>{{logo}}</header>' },
      translations: { 'unav.login': 'Connexion' },
      assets: { logos: { main: { url: 'https://cdn.example/logo.png' } } },
    };
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: json(set) }).fetch });
    expect(await fetchTemplateSet(env, options)).toEqual(set);
  });

  it('a response without templates gives an empty set', async () => {
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: json({ translations: { a: 'b' } }) }).fetch });
    expect(await fetchTemplateSet(env, options)).toEqual(empty);
  });

  it.each(Object.entries({ ...FAULTS, '401': unauthorized(), '404': json({}, 404) }))(
    '%s falls back silently to an empty set',
    async (_name, reply) => {
      const env = createTestEnv({ fetch: createTestServer({ [PATH]: reply }).fetch });
      expect(await fetchTemplateSet(env, options)).toEqual(empty);
      expect([env.warnings, env.errors, eventsBesideCallFailures(env)]).toEqual([[], [], []]);
    },
  );

  it('a time-out falls back to an empty set', async () => {
    vi.useFakeTimers();
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: hang() }).fetch });
    const pending = fetchTemplateSet(env, options);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual(empty);
  });
});
