import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer } from '../../../test/testServer.ts';
import { startFirstWave } from './firstWave.ts';

const inputs = { apiUrl: 'https://api.example.com', marketUrl: 'https://market.example.com', partner: 'ACME', locale: 'fr-CA', mode: 'published' as const };

it('asked again with other inputs, re-issues just the calls those inputs reach and keeps the rest', async () => {
  const server = createTestServer({});
  const env = createTestEnv({ fetch: server.fetch });
  const early = startFirstWave(env, inputs);
  const sameLocaleOtherPartner = startFirstWave(env, { ...inputs, partner: 'GLOBEX' }, early);
  expect(sameLocaleOtherPartner.headerSettings).toBe(early.headerSettings);
  expect(sameLocaleOtherPartner.translations).not.toBe(early.translations);
  expect(sameLocaleOtherPartner.templateSet).not.toBe(early.templateSet);
  expect(sameLocaleOtherPartner.design).not.toBe(early.design);
  const otherLocale = startFirstWave(env, { ...inputs, locale: 'de-DE' }, early);
  expect(otherLocale.design).toBe(early.design);
  expect(otherLocale.translations).not.toBe(early.translations);
  expect(otherLocale.templateSet).not.toBe(early.templateSet);
  expect(otherLocale.headerSettings).not.toBe(early.headerSettings);
  expect(startFirstWave(env, { ...inputs }, early)).toEqual(early);
  await Promise.all([early, sameLocaleOtherPartner, otherLocale].flatMap((wave) => Object.values(wave).map((slot) => slot.promise)));
  expect(server.calls.map((call) => call.url)).toEqual([
    'https://api.example.com/api/v1/translation/ACME/fr-CA?namespace=universal-header',
    'https://market.example.com/api/channel/v1/styles/ACME/templates/published?locale=fr-CA',
    'https://market.example.com/api/theme/v1/publishedVersion/settings/header?locale=fr-CA',
    'https://market.example.com/api/channel/v1/styles/ACME/theme/published',
    'https://api.example.com/api/v1/translation/GLOBEX/fr-CA?namespace=universal-header',
    'https://market.example.com/api/channel/v1/styles/GLOBEX/templates/published?locale=fr-CA',
    'https://market.example.com/api/channel/v1/styles/GLOBEX/theme/published',
    'https://api.example.com/api/v1/translation/ACME/de-DE?namespace=universal-header',
    'https://market.example.com/api/channel/v1/styles/ACME/templates/published?locale=de-DE',
    'https://market.example.com/api/theme/v1/publishedVersion/settings/header?locale=de-DE',
  ]);
});
