import { describe, expect, it } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { builtInTexts } from '../translations/builtInTexts.ts';
import { json } from '../../../test/testServer.ts';
import {
  DESIGN_THEME, HEADER_THEME, MARKET, TEMPLATES, TRANSLATIONS, headerEnv, headerMarket, signedIn,
} from './headerMarket.testkit.ts';
import { loadHeaderData } from './loadHeaderData.ts';

/** The same ACME channel in fr-CA as the signed-in user's, with nobody signed in. */
const visitor: BootstrapContext = { CHANNEL_SETTINGS: signedIn.CHANNEL_SETTINGS, locale: signedIn.locale };

/** A partner set with a layout per user state, texts of its own and its stylesheets. */
const partnerSet = {
  templates: {
    css: '.acme-bar { color: #123456; }',
    cssHeader: '.acme-bar { border-bottom: 1px solid #654321; }',
    headerIn: '<header class="acme-bar acme-in">{{logo}} {{searchBox}} {{userList}}</header>',
    headerOut: '<header class="acme-bar acme-out">{{logo}} {{searchBox}} {{loginItem}} {{signupItem}}</header>',
    footer: '<footer>{{copyrightYear}} {{companyName}}</footer>',
  },
  translations: { 'unav.signup': 'Rejoindre Acme' },
  assets: { logos: { main: { url: `${MARKET}/acme/logo.svg` } } },
};

/** The calls that give the header its look: templates, texts and theme. */
const LOOK_CALLS = [TEMPLATES, TRANSLATIONS, HEADER_THEME, DESIGN_THEME];

async function load(bootstrap: BootstrapContext) {
  const server = headerMarket({ '/api/session/v1/bootstrap-context': json(bootstrap), [TEMPLATES]: json(partnerSet) });
  const data = await loadHeaderData(headerEnv(server), { marketUrl: MARKET }).fresh;
  const lookCalls = server.calls.filter((call) => LOOK_CALLS.includes(call.path)).map((call) => call.url).sort();
  return { data, lookCalls };
}

describe('Visitors and signed-in users differ only by layout (SPEC §6)', () => {
  it('SPEC §6: visitors and signed-in users differ only by layout: the same template set, texts and theme; headerOut vs headerIn', async () => {
    const seenByVisitor = await load(visitor);
    const seenByUser = await load(signedIn);
    expect([seenByVisitor.data.nav.user.state, seenByUser.data.nav.user.state]).toEqual(['loggedout', 'loggedin']);

    // The layout is what differs.
    expect([seenByVisitor.data.nav.template, seenByUser.data.nav.template]).toEqual(['headerOut', 'headerIn']);

    // The same calls for the look (none of them names the user) ...
    expect(seenByVisitor.lookCalls).toHaveLength(LOOK_CALLS.length);
    expect(seenByVisitor.lookCalls).toEqual(seenByUser.lookCalls);
    // ... give the same template set (every layout, stylesheets, translations, assets) ...
    expect(seenByVisitor.data.templateSet).toEqual(partnerSet);
    expect(seenByUser.data.templateSet).toEqual(seenByVisitor.data.templateSet);
    // ... the same texts, the platform's over the built-in ones, the partner's over both ...
    const keys = [...Object.keys(builtInTexts), 'unav.signup', 'unav.login'];
    const texts = (t: (key: string) => string) => keys.map((key) => t(key));
    expect(texts(seenByUser.data.nav.t)).toEqual(texts(seenByVisitor.data.nav.t));
    expect([seenByVisitor.data.nav.t('unav.login'), seenByVisitor.data.nav.t('unav.signup')]).toEqual(['Connexion', 'Rejoindre Acme']);
    // ... the same theme, and the same partner, locale and mode.
    expect(seenByUser.data.nav.theme).toEqual(seenByVisitor.data.nav.theme);
    expect(seenByUser.data.nav.theme?.variables).toMatchObject({ '--unav-nav-bg': '#101010' });
    expect(seenByUser.data.nav.config).toEqual(seenByVisitor.data.nav.config);
  });
});
