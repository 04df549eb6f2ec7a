import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import type { NavContext } from '../context/navContext.ts';
import { createMemoryCookies, createTestEnv, createThrowingStorage, eventsBesideCallFailures } from '../../../test/testEnv.ts';
import { headerCacheKey } from '../cache/headerCache.ts';
import { addonConfigurationKey } from '../configuration/fetchAddonConfiguration.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { FAULTS, createTestServer, hang, htmlPage, json, unauthorized, type Reply } from '../../../test/testServer.ts';
import { loadHeaderData } from './loadHeaderData.ts';

const MARKET = 'https://market.example.com';
const BOOTSTRAP = '/api/session/v1/bootstrap-context';
const TRANSLATIONS = '/api/v1/translation/ACME/fr-CA';
const TEMPLATES = '/api/channel/v1/styles/ACME/templates/published';
const CONFIGURATION = '/api/v3/universal-nav/configuration';
const FLAG_BATCH = '/api/appconfigr/v1/evaluation/flagbatch';
const HEADER_THEME = '/api/theme/v1/publishedVersion/settings/header';
const DESIGN_THEME = '/api/channel/v1/styles/ACME/theme/published';
const MEMBERSHIPS = '/api/account/v2/users/u-1/memberships';
const FLAG = '/api/appconfigr/v1/evaluation/flag';
const QUOTES_ROUTE = `${MARKET}/billing/v2/quotes/versions/12`;

const signedIn: BootstrapContext = {
  CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] },
  CurrentUser: { uuid: 'u-1' },
  CompanyInfo: { uuid: 'c-1' },
  UserInfo: { name: 'Ada Lovelace', roles: ['USER'] },
  locale: 'fr-CA',
  memberships: { content: [{ company: { uuid: 'c-1', name: 'Acme' } }] },
};
const templates = {
  templates: { headerIn: '<header>{{logo}} {{userFirstName}}</header>' },
  translations: { 'unav.logout': 'Quitter Acme' },
  assets: {},
};
const addons = { addonStoreUrl: 'https://addons.example', showAddonStoreLink: true };

function market(overrides: Record<string, Reply> = {}) {
  return createTestServer({
    [BOOTSTRAP]: json(signedIn),
    [TRANSLATIONS]: json({ 'unav.login': 'Connexion' }),
    [TEMPLATES]: json(templates),
    [CONFIGURATION]: json({ addonStoreConfiguration: addons }),
    ...overrides,
  });
}

/** An env whose ad_tag_m cookie is live, so stored entries survive the purge. */
function envFor(server: ReturnType<typeof market>, extra: Parameters<typeof createTestEnv>[0] = {}) {
  return createTestEnv({ fetch: server.fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }), ...extra });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadHeaderData', () => {
  it('without a cache, renders nothing cached and fetches the bootstrap before the rest', async () => {
    const server = market();
    const { cached, fresh } = loadHeaderData(envFor(server), { marketUrl: MARKET });
    expect(cached).toBeNull();
    const data = await fresh;
    expect(server.calls[0]?.path).toBe(BOOTSTRAP);
    expect(server.calls.slice(1).map((call) => call.path).sort()).toEqual(
      [CONFIGURATION, TEMPLATES, TRANSLATIONS, FLAG_BATCH, HEADER_THEME, DESIGN_THEME].sort(),
    );
    expect(data.templateSet).toEqual(templates);
    expect(data.nav).toMatchObject({
      template: 'headerIn', addons,
      user: { state: 'loggedin', id: 'u-1', firstName: 'Ada' },
      config: { partner: 'ACME', locale: 'fr-CA' },
    });
  });

  it('a paced load asks for the bootstrap in its first task and starts the first wave after the yield', async () => {
    const server = market();
    let resume: () => void = () => undefined;
    const yielded = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const { fresh } = loadHeaderData(envFor(server), { marketUrl: MARKET, partner: 'ACME', locale: 'fr-CA' }, () => yielded);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls.map((call) => call.path)).toEqual([BOOTSTRAP]);
    resume();
    await fresh;
    expect(server.callsTo(TEMPLATES)).toHaveLength(1);
  });

  it('texts come from the translations over the built-in texts, then the template set', async () => {
    const { nav } = await loadHeaderData(envFor(market()), { marketUrl: MARKET }).fresh;
    expect([nav.t('unav.login'), nav.t('unav.logout'), nav.t('unav.cancel')]).toEqual(['Connexion', 'Quitter Acme', 'Cancel']);
  });

  it('saves fresh data to the cache, and the next load renders it first', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(env.localStorage.getItem('httpsmarketexamplecom..header.userId')).toBe('u-1');
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).not.toBeNull();

    const next = loadHeaderData(env, { marketUrl: MARKET });
    expect(next.cached?.templateSet).toEqual(templates);
    expect(next.cached?.nav).toMatchObject({ template: 'headerIn', addons, user: { id: 'u-1' } });
    expect(next.cached?.nav.t('unav.login')).toBe('Connexion');
    await next.fresh;
  });

  it('the cached render is styled by the last fresh theme, so the theme moves nothing when it arrives', async () => {
    const themed = market({
      [HEADER_THEME]: json({ globalStyles: { logoWidth: { value: '160', type: 'number' } }, headerComponents: {} }),
      [DESIGN_THEME]: json({ primaryColor: { value: '#0b63ce', type: 'color' } }),
    });
    const env = envFor(themed);
    const data = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(data.nav.theme?.variables).toMatchObject({ '--unav-logo-width': '160px' });

    const next = loadHeaderData(env, { marketUrl: MARKET });
    expect(next.cached?.nav.theme).toEqual(data.nav.theme);
    await next.fresh;
  });

  it('renders no cached header when the locale does not match', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const next = loadHeaderData(env, { marketUrl: MARKET, locale: 'de-DE' });
    expect(next.cached).toBeNull();
    await next.fresh;
  });

  it('neither reads nor writes the cache when caching is off', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const off = loadHeaderData(env, { marketUrl: MARKET, cache: false });
    expect(off.cached).toBeNull();
    env.localStorage.removeItem(headerCacheKey(MARKET, 'u-1'));
    await off.fresh;
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).toBeNull();
  });

  it('does not save to the cache in preview mode, and asks for the preview templates', async () => {
    const server = market({ '/api/channel/v1/styles/ACME/templates/preview': json(templates) });
    const env = envFor(server, {
      url: `${MARKET}/home?builderThemeId=t-1`,
      cookies: createMemoryCookies({ ad_tag_m: '1', builderHeartbeat: 'true' }),
    });
    const { nav } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(nav.displayMode).toBe('preview');
    expect(server.callsTo('/api/channel/v1/styles/ACME/templates/preview')).toHaveLength(1);
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).toBeNull();
  });

  it('purges the stored header keys when the ad_tag_m cookie has lapsed', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    env.cookies.remove('ad_tag_m');
    const next = loadHeaderData(env, { marketUrl: MARKET });
    expect(next.cached).toBeNull();
    expect(env.cookies.get('ad_tag_m')).toBe('1');
    await next.fresh;
  });

  it('drops the cache written by another product version', async () => {
    const env = envFor(market());
    env.localStorage.setItem('httpsmarketexamplecom..header.userId', 'u-1');
    env.localStorage.setItem(headerCacheKey(MARKET, 'u-1'), JSON.stringify({
      locale: 'fr-CA', version: '2.0.0', subSite: '', bootstrap: signedIn, templateSet: templates, translations: {},
    }));
    const { cached, fresh } = loadHeaderData(env, { marketUrl: MARKET });
    expect(cached).toBeNull();
    await fresh;
  });

  it('SPEC §4: after a language change the next load is in the chosen language: its calls, its cache entry and the cached render after it', async () => {
    const server = market();
    const env = envFor(server);
    // What the language select left behind: the cache cleared, the choice stored for this user.
    env.localStorage.setItem('httpsmarketexamplecom..header.userId', 'u-1');
    env.localStorage.setItem('httpsmarketexamplecom.u-1.header.locale', 'fr-CA');
    const config = { marketUrl: MARKET, partner: 'ACME', locale: 'en-US' };
    const { nav } = await loadHeaderData(env, config).fresh;
    expect([nav.config.locale, nav.t('unav.login')]).toEqual(['fr-CA', 'Connexion']);
    // Asked in the chosen language from the first wave on, never in the host's.
    expect(server.calls.map((call) => call.path).filter((path) => path.startsWith('/api/v1/translation/'))).toEqual([TRANSLATIONS]);
    const next = loadHeaderData(env, config);
    expect(next.cached?.nav.config.locale).toBe('fr-CA');
    expect(next.cached?.nav.t('unav.login')).toBe('Connexion');
    await next.fresh;
  });

  it('SPEC §4: a stored language the marketplace does not offer is dropped once a live bootstrap says so, and the cache matches again', async () => {
    const offering = { ...signedIn, CHANNEL_SETTINGS: { ...signedIn.CHANNEL_SETTINGS, localeTags: ['en-US', 'fr-CA'] } };
    const env = envFor(market({ [BOOTSTRAP]: json(offering) }));
    env.localStorage.setItem('httpsmarketexamplecom..header.userId', 'u-1');
    env.localStorage.setItem('httpsmarketexamplecom.u-1.header.locale', 'de-DE');
    const config = { marketUrl: MARKET, locale: 'fr-CA' };
    expect((await loadHeaderData(env, config).fresh).nav.config.locale).toBe('fr-CA');
    expect(env.localStorage.getItem('httpsmarketexamplecom.u-1.header.locale')).toBeNull();
    const next = loadHeaderData(env, config);
    expect(next.cached?.nav.config.locale).toBe('fr-CA');
    await next.fresh;
  });

  it('drops the cache when the sub-site changes', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET, channel: 'BU-EAST' }).fresh;
    const same = loadHeaderData(env, { marketUrl: MARKET, channel: 'BU-EAST' });
    expect(same.cached).not.toBeNull();
    await same.fresh;
    const other = loadHeaderData(env, { marketUrl: MARKET, channel: 'BU-WEST' });
    expect(other.cached).toBeNull();
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).toBeNull();
    await other.fresh;
  });

  it('bootstrap source order: a page-provided copy renders first, then a fresh fetch replaces it', async () => {
    const server = market();
    const page = { ...signedIn, CurrentUser: { uuid: 'u-page' } };
    const load = loadHeaderData(envFor(server), { marketUrl: MARKET, bootstrap: page });
    expect(load.partial().nav.user.id).toBe('u-page');
    const { nav } = await load.fresh;
    expect(server.callsTo(BOOTSTRAP)).toHaveLength(1);
    expect(nav.user.id).toBe(signedIn.CurrentUser?.uuid);
  });

  it('a bootstrap without memberships: the memberships call fills them, and the cache keeps them', async () => {
    const { memberships: _left, ...lean } = signedIn;
    const companies = [{ company: { uuid: 'c-1', name: 'Acme' } }, { company: { uuid: 'c-2', name: 'Globex' } }];
    const server = market({ [BOOTSTRAP]: json(lean), [MEMBERSHIPS]: json({ content: companies }) });
    const env = envFor(server);
    const { nav } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(server.callsTo(MEMBERSHIPS)).toHaveLength(1);
    expect(nav.memberships).toEqual(companies);
    // The cached render shows them once the same user is confirmed.
    expect((await loadHeaderData(env, { marketUrl: MARKET }).confirmed)?.nav.memberships).toEqual(companies);
  });

  it('a bootstrap with memberships (even none) makes no memberships call; a failed call leaves none', async () => {
    const withNone = market({ [BOOTSTRAP]: json({ ...signedIn, memberships: { content: [] } }) });
    await loadHeaderData(envFor(withNone), { marketUrl: MARKET }).fresh;
    expect(withNone.callsTo(MEMBERSHIPS)).toHaveLength(0);

    const { memberships: _left, ...lean } = signedIn;
    const failing = market({ [BOOTSTRAP]: json(lean), [MEMBERSHIPS]: FAULTS['500']! });
    const env = envFor(failing);
    const { nav } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(failing.callsTo(MEMBERSHIPS)).toHaveLength(1);
    expect([nav.template, nav.memberships]).toEqual(['headerIn', []]);
    expect(env.errors).toEqual([]);
  });

  it('a partner-nav tenant on a quotes route asks the quotes flag; on, the standard navigation stays', async () => {
    const server = market({ [FLAG]: json({ variant: 'on' }) });
    const { nav } = await loadHeaderData(envFor(server, { url: QUOTES_ROUTE }), { marketUrl: MARKET, partner: 'APPSMART' }).fresh;
    const calls = server.callsTo(FLAG);
    expect(calls).toHaveLength(1);
    expect([calls[0]?.init.method, JSON.parse(String(calls[0]?.init.body))]).toEqual([
      'POST', { defaultValue: false, entityContext: { tenant: 'APPSMART' }, flagKey: 'quotes_enable_quote_version_details_new_design' },
    ]);
    expect(nav.navigation).toBe('standard');
  });

  it('single flag call: a variant of off is still present, so the partner nav is not loaded', async () => {
    const server = market({ [FLAG]: json({ variant: false }) });
    const { nav } = await loadHeaderData(envFor(server, { url: QUOTES_ROUTE }), { marketUrl: MARKET, partner: 'APPSMART' }).fresh;
    expect(server.callsTo(FLAG)).toHaveLength(1);
    expect(nav.navigation).toBe('standard');
  });

  it.each([
    ['the flag call fails', FAULTS['500']!],
    ['the flag answers no variant', json({ flagKey: 'quotes_enable_quote_version_details_new_design' })],
  ])('a quotes route where %s loads the partner navigation', async (_case, reply) => {
    const server = market({ [FLAG]: reply });
    const { nav } = await loadHeaderData(envFor(server, { url: QUOTES_ROUTE }), { marketUrl: MARKET, partner: 'APPSMART' }).fresh;
    expect(server.callsTo(FLAG)).toHaveLength(1);
    expect(nav.navigation).toBe('partner');
  });

  it('no quotes flag call off the quotes routes, or for tenants without a partner navigation', async () => {
    const elsewhere = market();
    expect((await loadHeaderData(envFor(elsewhere, { url: `${MARKET}/home` }), { marketUrl: MARKET, partner: 'APPSMART' }).fresh).nav.navigation).toBe('partner');
    const otherTenant = market();
    expect((await loadHeaderData(envFor(otherTenant, { url: QUOTES_ROUTE }), { marketUrl: MARKET }).fresh).nav.navigation).toBe('standard');
    expect([...elsewhere.callsTo(FLAG), ...otherTenant.callsTo(FLAG)]).toEqual([]);
  });

  it('sends the bearer token only with the storefront builder and dev mode both on', async () => {
    const server = market();
    const env = envFor(server, { url: `${MARKET}/home?dev=CHANNEL` });
    await loadHeaderData(env, { marketUrl: MARKET, token: 'tok', storefrontBuilder: true }).fresh;
    await loadHeaderData(env, { marketUrl: MARKET, token: 'tok', storefrontBuilder: false }).fresh;
    const auth = server.callsTo(BOOTSTRAP).map((call) => (call.init.headers as Record<string, string>).Authorization);
    expect(auth).toEqual(['Bearer tok', undefined]);
  });

  it('a visitor makes no configuration call', async () => {
    const visitor = { CHANNEL_SETTINGS: { partner: 'ACME' }, locale: 'fr-CA' };
    const server = market({ [BOOTSTRAP]: json(visitor) });
    const { nav } = await loadHeaderData(envFor(server), { marketUrl: MARKET }).fresh;
    expect(server.callsTo(CONFIGURATION)).toHaveLength(0);
    expect(server.calls.filter((call) => call.path.includes('/memberships'))).toHaveLength(0);
    expect([nav.user.state, nav.template]).toEqual(['loggedout', 'headerOut']);
  });

  it('a signed-out answer forgets the stored user id', async () => {
    const env = envFor(market({ [BOOTSTRAP]: json({ CHANNEL_SETTINGS: { partner: 'ACME' }, locale: 'fr-CA' }) }));
    env.localStorage.setItem('httpsmarketexamplecom..header.userId', 'u-1');
    const { nav } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(nav.user.state).toBe('loggedout');
    expect(env.localStorage.getItem('httpsmarketexamplecom..header.userId')).toBeNull();
  });

  it('a 401 on the bootstrap raises universalnav:401 and renders signed out', async () => {
    const env = envFor(market({ [BOOTSTRAP]: unauthorized() }));
    env.localStorage.setItem('httpsmarketexamplecom..header.userId', 'u-1');
    const { nav, templateSet } = await loadHeaderData(env, { marketUrl: MARKET, partner: 'ACME', locale: 'fr-CA' }).fresh;
    expect(eventsBesideCallFailures(env).map((event) => event.type)).toEqual(['universalnav:401']);
    expect([nav.user.state, nav.template]).toEqual(['loggedout', 'headerOut']);
    expect(templateSet).toEqual(templates);
    expect(env.localStorage.getItem('httpsmarketexamplecom..header.userId')).toBeNull();
  });

  it('a 401 on the configuration raises universalnav:401 and keeps the header', async () => {
    const env = envFor(market({ [CONFIGURATION]: unauthorized() }));
    const { nav } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(eventsBesideCallFailures(env).map((event) => event.type)).toEqual(['universalnav:401']);
    expect([nav.template, nav.addons]).toEqual(['headerIn', {}]);
  });

  it('a failed bootstrap with a stored user id renders static:loggedin and keeps the cache', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const saved = env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'));
    const broken = market({ [BOOTSTRAP]: FAULTS['500']! });
    const again = { ...env, fetch: broken.fetch };
    const load = loadHeaderData(again, { marketUrl: MARKET });
    expect(load.cached?.nav.user.state).toBe('loggedin');
    const { nav } = await load.fresh;
    expect([nav.user.state, nav.user.id, nav.template]).toEqual(['static:loggedin', 'u-1', 'headerIn']);
    expect(env.warnings.map((warning) => warning[0])).toContain('bootdata promise error');
    expect(env.localStorage.getItem(headerCacheKey(MARKET, 'u-1'))).toBe(saved);
  });

  it.each(Object.entries(FAULTS))('when every call answers with %s, fresh data falls back to the defaults', async (_name, reply) => {
    const server = market({ [BOOTSTRAP]: reply, [TRANSLATIONS]: reply, [TEMPLATES]: reply, [CONFIGURATION]: reply });
    const env = envFor(server);
    const { nav, templateSet } = await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    expect(templateSet).toEqual({ templates: {}, translations: {}, assets: {} });
    expect([nav.config.partner, nav.config.locale, nav.template, nav.user.state]).toEqual(['APPDIRECT', 'en-US', 'headerOut', 'loggedout']);
    expect(nav.t('unav.login')).toBe(builtInTexts['unav.login']);
    expect(server.callsTo('/api/v1/translation/APPDIRECT/en-US')).toHaveLength(1);
    expect(server.callsTo('/api/channel/v1/styles/APPDIRECT/templates/published')).toHaveLength(1);
  });

  it('when every call times out, fresh data still resolves with the defaults', async () => {
    vi.useFakeTimers();
    const server = market({ [BOOTSTRAP]: hang(), [TRANSLATIONS]: hang(), [TEMPLATES]: hang() });
    const { fresh } = loadHeaderData(envFor(server), { marketUrl: MARKET, partner: 'ACME', locale: 'fr-CA' });
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    const { nav, templateSet } = await fresh;
    expect(templateSet.templates).toEqual({});
    expect([nav.template, nav.t('unav.login')]).toEqual(['headerOut', 'Log In']);
  });

  it('one load reads each stored value once, for its cached render and its partial renders; the next load reads again', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const reads: string[] = [];
    const stored = env.localStorage;
    const counted = { ...stored, getItem: (key: string) => (reads.push(key), stored.getItem(key)) };
    const keys = ['httpsmarketexamplecom..header.userId', headerCacheKey(MARKET, 'u-1'), addonConfigurationKey(MARKET, 'u-1')];
    const readsOf = () => keys.map((key) => reads.filter((read) => read === key).length);
    const quiet = { ...env, localStorage: counted, fetch: market({ [BOOTSTRAP]: hang(), [CONFIGURATION]: hang() }).fetch };

    const load = loadHeaderData(quiet, { marketUrl: MARKET });
    expect(load.cached?.nav.addons).toEqual(addons);
    load.partial();
    load.partial();
    expect(readsOf()).toEqual([1, 1, 1]);
    loadHeaderData(quiet, { marketUrl: MARKET });
    expect(readsOf()).toEqual([2, 2, 2]);
  });

  it('fresh data never rejects, even with a storage and a fetch that throw', async () => {
    const broken = createThrowingStorage({ keysThrow: true });
    const fetch = (() => { throw new TypeError('fetch is not a function'); }) as unknown as typeof globalThis.fetch;
    const env = createTestEnv({ fetch, localStorage: broken });
    const load = loadHeaderData(env, { marketUrl: MARKET });
    expect(load.cached).toBeNull();
    const { nav } = await load.fresh;
    expect([nav.template, nav.user.state]).toEqual(['headerOut', 'loggedout']);
  });
});

describe('a cached header shows its user only once the fresh bootstrap confirms that user', () => {
  const userB: BootstrapContext = {
    ...signedIn,
    CurrentUser: { uuid: 'u-2' },
    UserInfo: { name: 'Grace Hopper', roles: ['USER'], profilePic: 'https://cdn.example.com/grace.png' },
  };
  /** A browser where user A (u-1, Ada Lovelace) signed in last, now talking to `bootstrap`. */
  async function afterUserA(bootstrap: Reply) {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const next = market({ [BOOTSTRAP]: bootstrap, [`/api/account/v2/users/u-2/memberships`]: json({ content: [] }) });
    return loadHeaderData({ ...env, fetch: next.fetch }, { marketUrl: MARKET });
  }
  const shown = (nav: NavContext) => [nav.user.name, nav.user.firstName, nav.user.email, nav.memberships.length, nav.bootstrap.UserInfo?.name];

  it('renders the cached template first without the user data of the entry', async () => {
    const load = await afterUserA(hang());
    expect(load.cached?.nav).toMatchObject({ userPending: true, template: 'headerIn', user: { state: 'loggedin', id: 'u-1' } });
    expect(shown(load.cached!.nav)).toEqual(['', '', '', 0, undefined]);
  });

  it('fresh bootstrap of the same user: the cached header with its user, then fresh data', async () => {
    const load = await afterUserA(json(signedIn));
    const confirmed = await load.confirmed;
    expect(confirmed?.nav.userPending).toBeUndefined();
    expect(confirmed?.nav.user.firstName).toBe('Ada');
    expect(confirmed?.templateSet).toEqual(templates);
    const { nav } = await load.fresh;
    expect([nav.userPending, nav.user.firstName]).toEqual([undefined, 'Ada']);
  });

  it('fresh bootstrap of another user: nothing confirmed, and fresh data is that user', async () => {
    const load = await afterUserA(json(userB));
    expect(await load.confirmed).toBeNull();
    const { nav } = await load.fresh;
    expect([nav.userPending, nav.user.id, nav.user.firstName]).toEqual([undefined, 'u-2', 'Grace']);
  });

  it('fresh bootstrap of a visitor: nothing confirmed, and fresh data is signed out', async () => {
    const load = await afterUserA(json({ CHANNEL_SETTINGS: { partner: 'ACME' } }));
    expect(await load.confirmed).toBeNull();
    expect((await load.fresh).nav.user.state).toBe('loggedout');
  });

  it.each([['a 500', FAULTS['500']!], ['a 401', unauthorized()], ['an HTML page', htmlPage()]])(
    'a failing bootstrap (%s): nothing confirmed, and fresh data shows no user data',
    async (_name, reply) => {
      const load = await afterUserA(reply);
      expect(await load.confirmed).toBeNull();
      const { nav } = await load.fresh;
      expect(nav.user.state === 'loggedout' || nav.userPending === true).toBe(true);
      expect(shown(nav)).toEqual(['', '', '', 0, undefined]);
    },
  );

  it('a bootstrap the page provides is the live one: the cached render shows its user at once', async () => {
    const env = envFor(market());
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const load = loadHeaderData(env, { marketUrl: MARKET, bootstrap: signedIn });
    expect([load.cached?.nav.userPending, load.cached?.nav.user.firstName]).toEqual([undefined, 'Ada']);
    expect(await load.confirmed).toBeNull();
    await load.fresh;
  });

  it('a cached visitor header needs no confirmation', async () => {
    const env = envFor(market({ [BOOTSTRAP]: json({ CHANNEL_SETTINGS: { partner: 'ACME' } }) }));
    await loadHeaderData(env, { marketUrl: MARKET }).fresh;
    const load = loadHeaderData(env, { marketUrl: MARKET });
    expect(load.cached?.nav).toMatchObject({ user: { state: 'loggedout' } });
    expect(load.cached?.nav.userPending).toBeUndefined();
    await load.fresh;
  });
});
