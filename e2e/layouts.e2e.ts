/**
 * Every layout (headerIn or headerOut, headerSso, headerCheckout, footer) for every persona and
 * partner, rendered by the script-tag bundle on the local marketplace: the right layout, placeholders
 * live (a click opens the user menu), links with the right URLs, and no uncaught error. The cases
 * run one after another on one page kept open between them (PagePool), cleaned as a new context.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { listPartners, listPersonas, loadPersona } from '../fixtures/server/fixtureStore.ts';
import { FOOTER, HEADER, launchChromium, marketOrigin, marketUrl } from './browser.ts';
import { PagePool } from './pagePool.ts';

let browser: Browser;
let pages: PagePool;
beforeAll(async () => {
  browser = await launchChromium();
  pages = new PagePool(browser);
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
});

const personas = listPersonas();
const partners = listPartners().map((partner) => partner.code);
const cases = personas.flatMap((persona) => partners.map((partner) => [persona, partner] as const));
/**
 * The route-chosen layouts (headerSso, headerCheckout) come from the route, not from the user: each
 * persona checks them on one partner, the partners taken in turn (every partner 2 or 3 times). The
 * user-bound facts (headerIn or headerOut, the logo's target, the live user menu) are checked for
 * every persona on every partner.
 */
const routeLayoutsChecked = new Set(personas.map((persona, index) => `${persona} ${partners[index % partners.length]}`));

async function mounted(url: string) {
  const opened = await pages.open(url);
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

/**
 * SPEC §2: the one target the logo must have, read from the fixtures: /myapps for a signed-in user
 * whose channel has CUSTOMER_APPLICATION_MANAGEMENT (the default capabilities) and no
 * redirect-to-home, /home otherwise.
 */
function logoTarget(personaName: string, partnerCode: string): string {
  const persona = loadPersona(personaName);
  const partner = listPartners().find((candidate) => candidate.code === partnerCode);
  const settings = { ...persona?.bootstrap.CHANNEL_SETTINGS, ...partner?.settings };
  const signedIn = Boolean(persona?.bootstrap.CurrentUser?.uuid);
  const capabilities = settings.capabilities ?? ['CUSTOMER_APPLICATION_MANAGEMENT'];
  const toMyApps = signedIn && capabilities.includes('CUSTOMER_APPLICATION_MANAGEMENT') && !settings.redirectToHome;
  return `${marketOrigin()}/${toMyApps ? 'myapps' : 'home'}`;
}

async function expectLogoLink(page: Page, persona: string, partner: string) {
  expect(await page.locator(HEADER).locator('a.unav-logo').first().getAttribute('href')).toBe(logoTarget(persona, partner));
}

async function layoutOf(page: Page) {
  return page.locator(HEADER).getAttribute('data-layout');
}

describe('every layout for every persona and partner', () => {
  it.each(cases)('%s on %s', async (persona, partner) => {
    const opened = await mounted(marketUrl('/', { persona, partner }));
    const { page } = opened;
    try {
      const header = page.locator(HEADER);
      expect(await layoutOf(page)).toBe(persona === 'visitor' ? 'headerOut' : 'headerIn');
      expect(await page.locator(`${FOOTER} footer`).count()).toBe(1);
      await expectLogoLink(page, persona, partner);

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
      if (!routeLayoutsChecked.has(`${persona} ${partner}`)) return;

      // headerSso on the sign-in route, whoever the persona: the partner's sign-in link is live.
      await page.goto(marketUrl('/login', { persona, partner }));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      expect(await layoutOf(page)).toBe('headerSso');
      await expectLogoLink(page, persona, partner);
      const login = header.locator(`a[href="${marketOrigin()}/login"]`);
      expect(await login.count()).toBe(1);
      expect((await login.innerText()).trim()).not.toBe('');

      // headerCheckout on a checkout step: the logo and no search box, with the footer below.
      await page.goto(marketUrl('/checkout/payment', { persona, partner }));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      expect(await layoutOf(page)).toBe('headerCheckout');
      await expectLogoLink(page, persona, partner);
      expect(await header.locator('input[role="combobox"]').count()).toBe(0);
      expect(await page.locator(`${FOOTER} footer`).count()).toBe(1);

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
      expect(await layoutOf(opened.page)).toBe(layout);
      if (layout === 'headerCheckout') {
        expect(await opened.page.locator(`${HEADER} input[role="combobox"]`).count()).toBe(0);
      }
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
