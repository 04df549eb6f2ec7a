/**
 * The persona table (test/tables/personaTable.ts) against what the product derives for each
 * persona on each partner, from the local marketplace's real answers (its HTTP server, in this
 * process): the header layout of an ordinary page, the logo's target, and the Manage and user
 * menus. The browser tests check the page against a few rows; this checks every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { listPartners, listPersonas } from '../fixtures/server/fixtureStore.ts';
import { loadHeaderData } from '../engine/core/load/loadHeaderData.ts';
import { logoLinkTarget } from '../engine/core/nav/logoLink.ts';
import { getManageMenuItems, getUserMenuItems } from '../engine/core/nav/menuItems.ts';
import { createServerEnv } from '../engine/server/serverEnv.ts';
import { forwardCookies } from '../engine/server/forwardCookies.ts';
import type { NavContext } from '../engine/core/context/navContext.ts';
import { headerOf, PERSONA_LINKS } from './tables/personaTable.ts';

let server: MarketServer;
beforeAll(async () => {
  // No bundles are served here: only the marketplace's API answers are read.
  server = await createMarketServer({ port: 0, distDir: 'dist-not-needed' });
});
afterAll(() => server?.close());

/** The header data the runtime derives for a persona on a partner, through the marketplace's calls. */
async function navFor(persona: string, partner: string): Promise<NavContext> {
  const cookies = `fx_persona=${persona}; fx_partner=${partner}`;
  const env = createServerEnv({
    fetch: forwardCookies(fetch, cookies, [server.url]),
    cookies,
    url: `${server.url}/home`,
    log: { warn: () => {}, error: () => {} },
  });
  const data = await loadHeaderData(env, { marketUrl: server.url, cache: false }).fresh;
  if (!data) throw new Error(`no header data for ${persona} on ${partner}`);
  return data.nav;
}

const links = (items: { label: string; href: string }[]) => items.map(({ label, href }) => [label, href.replace(server.url, '')]);

describe('the persona table', () => {
  it('has a row for every persona of the fixtures, and a menu for every signed-in one', () => {
    const signedIn = listPersonas().filter((persona) => persona !== 'visitor');
    expect(Object.keys(PERSONA_LINKS).sort()).toEqual(signedIn.sort());
  });

  it('layout and logo target: every persona on every partner', async () => {
    const partners = listPartners().map((partner) => partner.code);
    const seen: string[] = [];
    for (const persona of listPersonas()) {
      for (const partner of partners) {
        const nav = await navFor(persona, partner);
        const expected = headerOf(persona);
        expect({ layout: nav.template, logo: logoLinkTarget(nav).replace(server.url, '') }, `${persona} on ${partner}`).toEqual(expected);
        seen.push(`${persona} ${partner}`);
      }
    }
    expect(seen.length).toBe(listPersonas().length * partners.length);
    // A whole table in one test: 7 s on a quiet day, and the machine is several times slower on some.
  }, 120_000);

  it('Manage and user menu links: every signed-in persona, on the default partner (the others translate the labels)', async () => {
    for (const [persona, expected] of Object.entries(PERSONA_LINKS)) {
      const nav = await navFor(persona, 'APPDIRECT');
      expect({ manage: links(getManageMenuItems(nav)), user: links(getUserMenuItems(nav)) }, persona).toEqual(expected);
    }
  });
});
