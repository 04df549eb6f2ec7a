import { describe, expect, it } from 'vitest';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { deriveNavContext } from './deriveNavContext.ts';
import type { BootstrapContext } from '../wire/marketTypes.ts';

const MARKET = 'https://market.example.com';
const signedIn: BootstrapContext = {
  CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CHANNEL_MANAGEMENT'], storefrontBuilderPublishedThemeEnabled: true },
  CurrentUser: { uuid: 'u-1' },
  CompanyInfo: { uuid: 'c-1' },
  UserInfo: { name: 'Ada Lovelace', roles: ['CHANNEL_ADMIN'] },
  locale: 'fr_CA',
  memberships: { content: [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2', name: 'Beta' } }] },
  addonStoreConfiguration: { showAddonStoreLink: true },
};

describe('deriveNavContext', () => {
  it('resolves the config: apiUrl defaults to marketUrl, partner and locale from the bootstrap, cache on', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: signedIn, env: createTestEnv() });
    expect(nav.config).toEqual({
      marketUrl: MARKET, apiUrl: MARKET, partner: 'ACME', mode: 'published', locale: 'fr-CA', cache: true,
      storefrontBuilder: true, devMode: undefined,
    });
  });

  it('lets the host config win over the bootstrap', () => {
    const nav = deriveNavContext({
      config: { marketUrl: MARKET, apiUrl: 'https://api.example.com', partner: 'HOST', locale: 'de-DE', cache: false },
      bootstrap: signedIn,
      env: createTestEnv(),
    });
    expect(nav.config).toMatchObject({ apiUrl: 'https://api.example.com', partner: 'HOST', locale: 'de-DE', cache: false });
  });

  it("SPEC §3: the config's channel names the tenant as partner does, over the channel settings, before and after the bootstrap; channel wins when both are given", () => {
    const partnerOf = (config: { channel?: string; partner?: string }, bootstrap: BootstrapContext) =>
      deriveNavContext({ config: { marketUrl: MARKET, ...config }, bootstrap, env: createTestEnv() }).config.partner;
    expect(partnerOf({ channel: 'GLOBEX' }, {})).toBe('GLOBEX');
    expect(partnerOf({ channel: 'GLOBEX' }, signedIn)).toBe('GLOBEX');
    expect(partnerOf({ partner: 'GLOBEX' }, signedIn)).toBe('GLOBEX');
    expect(partnerOf({ channel: 'GLOBEX', partner: 'NORTHWIND' }, signedIn)).toBe('GLOBEX');
    expect(partnerOf({ channel: '' }, signedIn)).toBe('ACME');
    // Neither named: the channel settings', else the platform's own.
    expect(partnerOf({}, signedIn)).toBe('ACME');
    expect(partnerOf({}, {})).toBe('APPDIRECT');
  });

  it('uses the defaults without a bootstrap: platform partner, en-US, the My Apps capability, no flags', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env: createTestEnv() });
    expect([nav.config.partner, nav.config.locale, nav.config.mode]).toEqual(['APPDIRECT', 'en-US', 'published']);
    expect(nav.capabilities).toEqual(['CUSTOMER_APPLICATION_MANAGEMENT']);
    expect(Object.values(nav.flags)).toEqual([false, false, false, false]);
    expect([nav.user.state, nav.template, nav.memberships, nav.addons]).toEqual(['loggedout', 'headerOut', [], {}]);
  });

  it("SPEC §4: the language chosen in the select is stored and the next load is in it, over the host's locale and the bootstrap's", () => {
    const env = createTestEnv();
    const localeOf = (config: { locale?: string }, bootstrap: BootstrapContext = signedIn) =>
      deriveNavContext({ config: { marketUrl: MARKET, ...config }, bootstrap, env }).config.locale;
    // Nothing chosen: the host's locale, else the bootstrap's, else en-US.
    expect([localeOf({ locale: 'de-DE' }), localeOf({}), localeOf({}, {})]).toEqual(['de-DE', 'fr-CA', 'en-US']);
    env.localStorage.setItem('httpsmarketexamplecom.u-1.header.locale', 'es_419');
    expect([localeOf({ locale: 'de-DE' }), localeOf({})]).toEqual(['es-419', 'es-419']);
  });

  it("SPEC §4: the stored language is the choice of that user of that market: a visitor's and a signed-out user's are their own", () => {
    const env = createTestEnv();
    env.localStorage.setItem('httpsmarketexamplecom..header.locale', 'ja-JP');
    env.localStorage.setItem('httpsothermarketexamplecom.u-1.header.locale', 'de-DE');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: signedIn, env }).config.locale).toBe('fr-CA');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env }).config.locale).toBe('ja-JP');
    // Before the bootstrap answers, the stored user's choice.
    env.localStorage.setItem('httpsmarketexamplecom.u-9.header.locale', 'de-DE');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, storedUserId: 'u-9', env }).config.locale).toBe('de-DE');
  });

  it('SPEC §4: a corrupt stored language, or one the marketplace does not offer, is dropped', () => {
    const offering = (localeTags?: string[]): BootstrapContext => ({ ...signedIn, CHANNEL_SETTINGS: { ...signedIn.CHANNEL_SETTINGS, localeTags } });
    const localeWith = (stored: string, bootstrap: BootstrapContext) => {
      const env = createTestEnv();
      env.localStorage.setItem('httpsmarketexamplecom.u-1.header.locale', stored);
      return deriveNavContext({ config: { marketUrl: MARKET, locale: 'en-US' }, bootstrap, env }).config.locale;
    };
    for (const corrupt of ['', '   ', '"fr-CA"', '<img src=x>', 'fr-CA; path=/', '{"locale":"fr-CA"}', 'x'.repeat(300)]) {
      expect([corrupt, localeWith(corrupt, signedIn)]).toEqual([corrupt, 'en-US']);
    }
    expect(localeWith('de-DE', offering(['en-US', 'fr_CA']))).toBe('en-US');
    expect(localeWith('fr-CA', offering(['en-US', 'fr_CA']))).toBe('fr-CA');
    // Locale tags not known (no answer yet, or none sent): a well-formed choice stands.
    expect(localeWith('de-DE', offering(undefined))).toBe('de-DE');
  });

  it('reads capabilities, memberships and the user from the bootstrap', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: signedIn, env: createTestEnv() });
    expect(nav.capabilities).toEqual(['CHANNEL_MANAGEMENT']);
    expect(nav.memberships).toHaveLength(2);
    expect(nav.user).toMatchObject({ state: 'loggedin', id: 'u-1', companyId: 'c-1', firstName: 'Ada', roles: ['CHANNEL_ADMIN'] });
    expect(nav.settings).toBe(signedIn.CHANNEL_SETTINGS);
  });

  it('takes the fetched flags and add-on configuration over the defaults', () => {
    const nav = deriveNavContext({
      config: { marketUrl: MARKET }, bootstrap: signedIn, env: createTestEnv(),
      flags: { program_manager_enabled: true }, addons: { showIntegrationsLink: true },
    });
    expect(nav.flags.program_manager_enabled).toBe(true);
    expect(nav.flags.replace_mp_manager_dasboard).toBe(false);
    expect(nav.addons).toEqual({ showIntegrationsLink: true });
  });

  it('falls back to the bootstrap add-on configuration', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: signedIn, env: createTestEnv() });
    expect(nav.addons).toEqual({ showAddonStoreLink: true });
  });

  it('chooses the template from the page path, the config and the user', () => {
    const at = (url: string, config = {}) =>
      deriveNavContext({ config: { marketUrl: MARKET, ...config }, bootstrap: signedIn, env: createTestEnv({ url }) }).template;
    expect(at(`${MARKET}/home`)).toBe('headerIn');
    expect(at(`${MARKET}/login`)).toBe('headerSso');
    expect(at(`${MARKET}/checkout/payment`)).toBe('headerCheckout');
    expect(at(`${MARKET}/home`, { template: 'headerOut' })).toBe('headerOut');
    expect(at(`${MARKET}/home`, { checkout: true })).toBe('headerCheckout');
  });

  it('a stored user id without a live user is static:loggedin with headerIn', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, storedUserId: 'u-9', env: createTestEnv() });
    expect([nav.user.state, nav.user.id, nav.template]).toEqual(['static:loggedin', 'u-9', 'headerIn']);
  });

  it('derives the display mode from the preview cookies and query', () => {
    const env = createTestEnv({
      url: `${MARKET}/home?builderThemeId=t-1`, cookies: createMemoryCookies({ builderHeartbeat: 'true' }),
    });
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env }).displayMode).toBe('preview');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env: createTestEnv() }).displayMode).toBe('published');
  });

  it('reads the dev mode from the query', () => {
    const env = createTestEnv({ url: `${MARKET}/channel/editApp/42?dev=CHANNEL` });
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env }).config.devMode).toBe('CHANNEL');
  });

  it('translates with the given texts, else the built-in ones', () => {
    const env = createTestEnv();
    const fr = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env, translations: { 'unav.login': 'Connexion' } });
    expect(fr.t('unav.login')).toBe('Connexion');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env }).t('unav.time.daysAgo', 3)).toBe('3 days ago');
  });
});

describe('deriveNavContext: the navigation choice (SPEC §4)', () => {
  const selfServeAdmin: BootstrapContext = {
    ...signedIn,
    CHANNEL_SETTINGS: { partner: 'ACME', selfserveMarketplace: true },
  };
  const envAt = (path: string) => createTestEnv({ url: `${MARKET}${path}` });

  it('a self-serve marketplace admin gets the merchant navigation on admin pages, not on marketplace pages', () => {
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: selfServeAdmin, env: envAt('/channel/products') }).navigation).toBe('merchant');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: selfServeAdmin, env: envAt('/home') }).navigation).toBe('standard');
  });

  it('partner table maps hostnames to tenants when neither the config nor the channel settings name one', () => {
    const at = (marketUrl: string, partnerHosts?: Record<string, string[]>) =>
      deriveNavContext({ config: { marketUrl, partnerHosts }, bootstrap: {}, env: createTestEnv() }).config.partner;
    expect(at('https://marketplace.appsmart.com')).toBe('APPSMART');
    expect(at('https://test.appsmart.com')).toBe('APPSMARTSANDBOX');
    expect(at('https://marketplace.digital-enterprise-services.com')).toBe('DES');
    expect(at('https://apps.dataops-cloud.com')).toBe('DATAOPS');
    expect(at('https://shop.acme.example', { ACME: ['shop.acme.example'] })).toBe('ACME');
    expect(deriveNavContext({ config: { marketUrl: 'https://marketplace.appsmart.com' }, bootstrap: selfServeAdmin, env: createTestEnv() }).config.partner).toBe('ACME');
  });

  it('partner-nav tenants get the partner navigation unless the quotes flag is on', () => {
    const config = { marketUrl: MARKET, partner: 'APPSMART' };
    const env = envAt('/v2/quotes/versions/12');
    expect(deriveNavContext({ config, bootstrap: signedIn, env }).navigation).toBe('partner');
    expect(deriveNavContext({ config, bootstrap: signedIn, env, quotesFlagVariant: 'on' }).navigation).toBe('standard');
  });

  it('the host can force the merchant navigation; otherwise the standard one', () => {
    expect(deriveNavContext({ config: { marketUrl: MARKET, forceMerchantNav: true }, bootstrap: {}, env: envAt('/home') }).navigation).toBe('merchant');
    expect(deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: signedIn, env: envAt('/channel/products') }).navigation).toBe('standard');
  });
});
