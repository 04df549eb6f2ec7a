import { describe, expect, it, vi } from 'vitest';
import type { NavConfig } from '../config/navConfig.ts';
import { createGate, json, type Reply } from '../../../test/testServer.ts';
import {
  BOOTSTRAP, CONFIGURATION, DESIGN_THEME, FLAG_BATCH, HEADER_THEME, MARKET, MEMBERSHIPS, TEMPLATES, TRANSLATIONS,
  headerEnv, headerMarket, settle, signedIn, templates,
} from './headerMarket.testkit.ts';
import { loadHeaderData } from './loadHeaderData.ts';

const HOST_NAMES_BOTH: NavConfig = { marketUrl: MARKET, partner: 'ACME', locale: 'fr-CA' };
const FIRST_WAVE = [BOOTSTRAP, DESIGN_THEME, HEADER_THEME, TEMPLATES, TRANSLATIONS].sort();
const NEEDS_THE_USER = [CONFIGURATION, FLAG_BATCH, MEMBERSHIPS].sort();

/**
 * Loads the header with every answer held until all requests of the moment have gone out, then
 * answered together: the requests, grouped by how many of those rounds came before them.
 */
async function wavesOf(config: NavConfig, overrides: Record<string, Reply> = {}) {
  const server = headerMarket(overrides);
  const gate = createGate();
  const waves: string[][] = [];
  let rounds = 0;
  const fetch = ((input: string, init: RequestInit = {}) => {
    (waves[rounds] ??= []).push(new URL(input).pathname);
    return server.fetch(input, init).then((response) => gate.hold(() => response)(init));
  }) as typeof globalThis.fetch;
  let done = false;
  const load = loadHeaderData(headerEnv({ fetch }), config);
  void load.fresh.then(() => {
    done = true;
  });
  while (!done) {
    await vi.waitFor(() => {
      if (!done && gate.held === 0) throw new Error('no request out yet');
    });
    if (done) break;
    await settle();
    rounds += 1;
    gate.release();
  }
  return { waves: waves.map((paths) => paths.sort()), data: await load.fresh, server };
}

describe('round trips (design §6): at most two waves of calls per cold page view', () => {
  it('with partner and locale in the config, the calls that need no user go out with the bootstrap', async () => {
    const { waves, data } = await wavesOf(HOST_NAMES_BOTH);
    expect(waves).toEqual([FIRST_WAVE, NEEDS_THE_USER]);
    expect(data.templateSet).toEqual(templates);
    expect(data.nav).toMatchObject({ user: { state: 'loggedin', firstName: 'Ada' }, config: { partner: 'ACME', locale: 'fr-CA' } });
    expect(data.nav.memberships).toHaveLength(2);
    expect(data.nav.theme).toBeDefined();
  });

  it("SPEC §3: with channel and locale in the config, the calls that need no user go out with the bootstrap, for the channel's tenant", async () => {
    // The channel settings name another tenant: the config's channel wins, as its partner would.
    const otherTenant = json({ ...signedIn, CHANNEL_SETTINGS: { ...signedIn.CHANNEL_SETTINGS, partner: 'GLOBEX' } });
    const { waves, data } = await wavesOf({ marketUrl: MARKET, channel: 'ACME', locale: 'fr-CA' }, { [BOOTSTRAP]: otherTenant });
    expect(waves).toEqual([FIRST_WAVE, NEEDS_THE_USER]);
    expect(data.templateSet).toEqual(templates);
    expect(data.nav.config.partner).toBe('ACME');
  });

  it('without partner and locale in the config, the bootstrap goes first and the rest follows it, as before', async () => {
    for (const config of [{ marketUrl: MARKET }, { marketUrl: MARKET, partner: 'ACME' }, { marketUrl: MARKET, locale: 'fr-CA' }]) {
      const { waves } = await wavesOf(config);
      expect(waves).toEqual([[BOOTSTRAP], [...FIRST_WAVE.filter((path) => path !== BOOTSTRAP), ...NEEDS_THE_USER].sort()]);
    }
  });

  it('a visitor: one wave, since nothing waits for a user', async () => {
    const { waves, data } = await wavesOf(HOST_NAMES_BOTH, { [BOOTSTRAP]: json({ CHANNEL_SETTINGS: { partner: 'ACME' } }) });
    expect(waves).toEqual([FIRST_WAVE]);
    expect(data.nav.user.state).toBe('loggedout');
  });

  it('bootstrap source order: with a page-provided copy the fresh bootstrap is still asked, in the first wave', async () => {
    const { waves } = await wavesOf({ ...HOST_NAMES_BOTH, bootstrap: signedIn });
    // The user-bound calls wait for the fresh answer: its user, not the page copy's, is the live one.
    expect(waves).toEqual([FIRST_WAVE, NEEDS_THE_USER]);
  });
});

describe('the first wave starts before the bootstrap answers', () => {
  it('template set, translations, theme and header settings are asked while the bootstrap is held', async () => {
    const gate = createGate();
    const server = headerMarket({ [BOOTSTRAP]: gate.hold(json(signedIn)) });
    const load = loadHeaderData(headerEnv(server), HOST_NAMES_BOTH);
    await settle();
    expect(gate.held).toBe(1);
    expect(server.calls.map((call) => call.path).sort()).toEqual(FIRST_WAVE);
    expect(server.callsTo(HEADER_THEME)[0]?.query.get('locale')).toBe('fr-CA');
    gate.release();
    const { nav } = await load.fresh;
    // Each was asked once: the answer agreed with what they were asked with.
    for (const path of FIRST_WAVE) expect(server.callsTo(path)).toHaveLength(1);
    expect(nav.t('unav.login')).toBe('Connexion');
  });

  it('a call that fails in the first wave falls back as before', async () => {
    const server = headerMarket({ [TEMPLATES]: () => Promise.reject(new TypeError('network down')), [TRANSLATIONS]: json('nope', 500) });
    const { nav, templateSet } = await loadHeaderData(headerEnv(server), HOST_NAMES_BOTH).fresh;
    expect(templateSet).toEqual({ templates: {}, translations: {}, assets: {} });
    expect([nav.template, nav.t('unav.login'), nav.user.firstName]).toEqual(['headerIn', 'Log In', 'Ada']);
  });

  it('only complete fresh data is cached, as before', async () => {
    const env = headerEnv(headerMarket());
    await loadHeaderData(env, HOST_NAMES_BOTH).fresh;
    const next = loadHeaderData(env, HOST_NAMES_BOTH);
    expect(next.cached?.templateSet).toEqual(templates);
    await next.fresh;
  });
});

describe('an early call whose inputs the answer changed is asked again, and only that one', () => {
  it('the display mode turned to preview while the bootstrap was held: templates and design again, for preview', async () => {
    const gate = createGate();
    const previewTemplates = { templates: { headerIn: '<header>preview {{userFirstName}}</header>' }, translations: {}, assets: {} };
    const server = headerMarket({
      [BOOTSTRAP]: gate.hold(json(signedIn)),
      '/api/channel/v1/styles/ACME/templates/preview': json(previewTemplates),
      '/api/channel/v1/styles/ACME/theme/preview': json({}),
    });
    const env = headerEnv(server, { url: `${MARKET}/home?builderThemeId=t-1` });
    const load = loadHeaderData(env, HOST_NAMES_BOTH);
    await settle();
    // The storefront builder's heartbeat starts while the bootstrap is on its way.
    env.cookies.set('builderHeartbeat', 'true');
    gate.release();
    const { nav, templateSet } = await load.fresh;
    expect(nav.displayMode).toBe('preview');
    expect(templateSet).toEqual(previewTemplates);
    expect(server.calls.map((call) => call.path).filter((path) => path.includes('/styles/')).sort()).toEqual([
      DESIGN_THEME, '/api/channel/v1/styles/ACME/templates/preview', TEMPLATES, '/api/channel/v1/styles/ACME/theme/preview',
    ].sort());
    expect([server.callsTo(TRANSLATIONS).length, server.callsTo(HEADER_THEME).length]).toEqual([1, 1]);
  });
});
