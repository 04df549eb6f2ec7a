/**
 * Layouts as the script-tag bundle renders them on the local marketplace: every persona, every
 * partner on every kind of route (an ordinary page, the sign-in route, a checkout step), each
 * pair of partner and route at least once (pairwise, so a new partner or route joins by itself):
 * the layout and the logo's target as the persona table says (test/tables/personaTable.ts; the
 * unit tests hold the product to every row of it), the partner's template live (the user menu
 * opens to Logout, the sign-in link is there), the footer below, no uncaught error. The cases run
 * on pages kept open between them (PagePool).
 */
import { describe, expect, it } from 'vitest';
import { listPartners, listPersonas } from '../fixtures/server/fixtureStore.ts';
import { headerOf } from '../test/tables/personaTable.ts';
import { pairwise } from '../test/pairwise.ts';
import { FOOTER, HEADER, marketOrigin, marketUrl } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';

const e2e = fileBrowser();

/** Each kind of route, with the layout it chooses for a persona (SPEC §5). */
const ROUTES = {
  '/': (persona: string) => headerOf(persona).layout,
  '/login': () => 'headerSso',
  '/checkout/payment': () => 'headerCheckout',
} as const;

const cases = pairwise(
  { partner: listPartners().map((partner) => partner.code), route: Object.keys(ROUTES) as (keyof typeof ROUTES)[], persona: listPersonas() },
  { interacting: [['partner', 'route']] },
);

describe('layouts for every persona, and every partner on every route', () => {
  it('covers every persona, and every partner on every route', () => {
    expect(new Set(cases.map((test) => test.persona)).size).toBe(listPersonas().length);
    expect(new Set(cases.map((test) => `${test.partner} ${test.route}`)).size).toBe(listPartners().length * Object.keys(ROUTES).length);
  });

  it.each(cases.map((test) => [`${test.persona} on ${test.partner} at ${test.route}`, test] as const))('%s', async (_name, { persona, partner, route }) => {
    const opened = await e2e.pages.open(marketUrl(route, { persona, partner }), { waitUntil: 'domcontentloaded' });
    const { page } = opened;
    try {
      await page.waitForSelector('html[data-unav-state="mounted"]');
      const header = page.locator(HEADER);
      const layout = ROUTES[route](persona);
      expect(await header.getAttribute('data-layout')).toBe(layout);
      expect(await header.locator('a.unav-logo').first().getAttribute('href')).toBe(`${marketOrigin()}${headerOf(persona).logo}`);
      expect(await page.locator(`${FOOTER} footer`).count()).toBe(1);
      if (layout === 'headerCheckout') expect(await header.locator('input[role="combobox"]').count()).toBe(0);
      if (layout === 'headerOut' || layout === 'headerSso') {
        // The partner's translation of unav.login ('Sign in', 'Log In', ...): found by its target.
        const login = header.locator(`a[href="${marketOrigin()}/login"]`);
        expect(await login.count()).toBe(1);
        expect((await login.innerText()).trim()).not.toBe('');
      }
      if (layout === 'headerIn') {
        // A live placeholder: the user menu opens on click and leads to /logout ('Logout', 'Sign out' ...).
        await header.locator('[aria-haspopup="menu"][aria-controls*="user"], [data-dropdown="user"] button').first().click();
        const logout = header.locator(`[role="menuitem"][href="${marketOrigin()}/logout"]`);
        await logout.waitFor();
        expect(await logout.isVisible()).toBe(true);
      }
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
