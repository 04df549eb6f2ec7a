/**
 * Every layout for every persona and partner, rendered by the script-tag bundle on the local
 * marketplace: the right layout, placeholders live (a click opens the user menu), links with the
 * right URLs, and no uncaught error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { listPartners, listPersonas } from '../fixtures/server/fixtureStore.ts';
import { launchChromium, marketOrigin, marketUrl, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const personas = listPersonas();
const partners = listPartners().map((partner) => partner.code);
const cases = personas.flatMap((persona) => partners.map((partner) => [persona, partner] as const));

async function mounted(url: string) {
  const opened = await openPage(browser, url);
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

describe('header and footer for every persona and partner', () => {
  it.each(cases)('%s on %s', async (persona, partner) => {
    const opened = await mounted(marketUrl('/', { persona, partner }));
    const { page } = opened;
    try {
      const header = page.locator('.unav-root[data-unav-root="header"]');
      const expected = persona === 'visitor' ? 'headerOut' : 'headerIn';
      expect(await header.getAttribute('data-layout')).toBe(expected);
      expect(await page.locator('.unav-root[data-unav-root="footer"] footer').count()).toBe(1);

      // The logo goes to /myapps or /home on the marketplace itself.
      const logoHref = await header.locator('a.unav-logo, a[href$="/home"], a[href$="/myapps"]').first().getAttribute('href');
      expect(logoHref).toMatch(new RegExp(`^${marketOrigin()}/(home|myapps)$`));

      if (persona === 'visitor') {
        // The text is the partner's translation of unav.login ('Sign in', 'Log In', ...): found by its target.
        const login = header.locator(`a[href="${marketOrigin()}/login"]`);
        expect(await login.count()).toBe(1);
        expect((await login.innerText()).trim()).not.toBe('');
      } else {
        // A live placeholder: the user menu opens on click and lists Logout.
        const trigger = header.locator('[aria-haspopup="menu"][aria-controls*="user"], [data-dropdown="user"] button').first();
        await trigger.click();
        // Partners translate the item ('Logout', 'Sign out'): it is the menu item that leads to /logout.
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

describe('route-chosen layouts', () => {
  it.each([
    ['/login', 'headerSso'],
    ['/twofactor/login', 'headerSso'],
    ['/twofactor/setup', 'headerSso'],
    ['/checkout/payment', 'headerCheckout'],
  ])('%s renders %s', async (path, layout) => {
    const opened = await mounted(marketUrl(path, { persona: 'customer' }));
    try {
      expect(await opened.page.locator('.unav-root[data-unav-root="header"]').getAttribute('data-layout')).toBe(layout);
      if (layout === 'headerCheckout') {
        expect(await opened.page.locator('.unav-root[data-unav-root="header"] input[role="combobox"]').count()).toBe(0);
      }
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
