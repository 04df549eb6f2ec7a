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

  it('uses the defaults without a bootstrap: platform partner, en-US, the My Apps capability, no flags', () => {
    const nav = deriveNavContext({ config: { marketUrl: MARKET }, bootstrap: {}, env: createTestEnv() });
    expect([nav.config.partner, nav.config.locale, nav.config.mode]).toEqual(['APPDIRECT', 'en-US', 'published']);
    expect(nav.capabilities).toEqual(['CUSTOMER_APPLICATION_MANAGEMENT']);
    expect(Object.values(nav.flags)).toEqual([false, false, false, false]);
    expect([nav.user.state, nav.template, nav.memberships, nav.addons]).toEqual(['loggedout', 'headerOut', [], {}]);
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
