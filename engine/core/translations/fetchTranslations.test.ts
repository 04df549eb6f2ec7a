import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnv, eventsBesideCallFailures } from '../../../test/testEnv.ts';
import { FAULTS, createTestServer, hang, json, unauthorized } from '../../../test/testServer.ts';
import { builtInTexts } from './builtInTexts.ts';
import { fetchTranslations } from './fetchTranslations.ts';

const PATH = '/api/v1/translation/ACME/fr-CA';
const options = { apiUrl: 'https://api.example.com', partner: 'ACME', locale: 'fr_CA' };

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchTranslations', () => {
  it('gets the universal-header namespace for the partner and the locale with dashes', async () => {
    const server = createTestServer({ [PATH]: json({}) });
    await fetchTranslations(createTestEnv({ fetch: server.fetch }), options);
    expect(server.calls[0]?.url).toBe('https://api.example.com/api/v1/translation/ACME/fr-CA?namespace=universal-header');
  });

  it('merges the fetched texts over the built-in texts', async () => {
    const server = createTestServer({ [PATH]: json({ 'unav.login': 'Connexion', 'unav.partner.only': 'Partenaire' }) });
    const texts = await fetchTranslations(createTestEnv({ fetch: server.fetch }), options);
    expect(texts['unav.login']).toBe('Connexion');
    expect(texts['unav.partner.only']).toBe('Partenaire');
    expect(texts['unav.logout']).toBe(builtInTexts['unav.logout']);
  });

  it('keeps only string values', async () => {
    const server = createTestServer({ [PATH]: json({ 'unav.login': 42, 'unav.logout': null, 'unav.cancel': 'Annuler' }) });
    const texts = await fetchTranslations(createTestEnv({ fetch: server.fetch }), options);
    expect(texts['unav.login']).toBe('Log In');
    expect(texts['unav.logout']).toBe('Logout');
    expect(texts['unav.cancel']).toBe('Annuler');
  });

  it.each(Object.entries({ ...FAULTS, '401': unauthorized() }))('%s falls back to the built-in texts, with a warning and no error', async (_name, reply) => {
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: reply }).fetch });
    expect(await fetchTranslations(env, options)).toEqual(builtInTexts);
    expect(eventsBesideCallFailures(env)).toEqual([]);
    expect(env.errors).toEqual([]);
    expect(env.warnings).toEqual([[expect.stringMatching(/^universal-nav: no texts for the locale fr_CA \(.+\); the built-in texts are shown$/)]]);
  });

  it('an empty map (a locale the marketplace has no texts for) is the built-in texts, without a word', async () => {
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: json({}) }).fetch });
    expect(await fetchTranslations(env, options)).toEqual(builtInTexts);
    expect([env.warnings, env.errors]).toEqual([[], []]);
  });

  it('a time-out falls back to the built-in texts', async () => {
    vi.useFakeTimers();
    const env = createTestEnv({ fetch: createTestServer({ [PATH]: hang() }).fetch });
    const pending = fetchTranslations(env, options);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toEqual(builtInTexts);
  });
});
