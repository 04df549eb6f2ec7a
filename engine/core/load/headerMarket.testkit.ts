import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer, json, type Reply } from '../../../test/testServer.ts';

/** The header's endpoints for partner ACME in fr-CA, and a signed-in user of it. */
export const MARKET = 'https://market.example.com';
export const BOOTSTRAP = '/api/session/v1/bootstrap-context';
export const TRANSLATIONS = '/api/v1/translation/ACME/fr-CA';
export const TEMPLATES = '/api/channel/v1/styles/ACME/templates/published';
export const HEADER_THEME = '/api/theme/v1/publishedVersion/settings/header';
export const DESIGN_THEME = '/api/channel/v1/styles/ACME/theme/published';
export const CONFIGURATION = '/api/v3/universal-nav/configuration';
export const FLAG_BATCH = '/api/appconfigr/v1/evaluation/flagbatch';
export const MEMBERSHIPS = '/api/account/v2/users/u-1/memberships';
export const FLAG = '/api/appconfigr/v1/evaluation/flag';

/** A bootstrap without memberships, so the memberships call is made too. */
export const signedIn: BootstrapContext = {
  CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] },
  CurrentUser: { uuid: 'u-1' },
  CompanyInfo: { uuid: 'c-1' },
  UserInfo: { name: 'Ada Lovelace', roles: ['USER'] },
  locale: 'fr-CA',
};
export const templates = { templates: { headerIn: '<header>{{logo}} {{userFirstName}}</header>' }, translations: {}, assets: {} };
export const addons = { addonStoreUrl: 'https://addons.example', showAddonStoreLink: true };
export const companies = [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2', name: 'Globex' } }];

/** The answers to every startup call of a signed-in ACME user. */
export const defaultReplies: Readonly<Record<string, Reply>> = {
  [BOOTSTRAP]: json(signedIn),
  [TRANSLATIONS]: json({ 'unav.login': 'Connexion' }),
  [TEMPLATES]: json(templates),
  [HEADER_THEME]: json({ headerComponents: { headerNavBg: { value: '#101010', type: 'color' } } }),
  [DESIGN_THEME]: json({ headerNavFontColor: { value: '#202020', type: 'color' } }),
  [CONFIGURATION]: json({ addonStoreConfiguration: addons }),
  [FLAG_BATCH]: json({ evaluationResults: [{ flagKey: 'program_manager_enabled', variant: 'on' }] }),
  [MEMBERSHIPS]: json({ content: companies }),
};

/** Every startup call of a signed-in ACME user answers, unless `overrides` says otherwise. */
export function headerMarket(overrides: Record<string, Reply> = {}) {
  return createTestServer({ ...defaultReplies, ...overrides });
}

/** An env whose ad_tag_m cookie is live, so stored entries survive the purge. */
export function headerEnv(server: { fetch: typeof fetch }, extra: Parameters<typeof createTestEnv>[0] = {}) {
  return createTestEnv({ fetch: server.fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }), ...extra });
}

/** Lets answers that are not held arrive (a few turns of the event loop; real timers only). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}
