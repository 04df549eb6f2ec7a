/**
 * Theme-proof colours (issue 13): axe-core, every rule it runs (WCAG 2.1 A and AA, colour contrast
 * included), on each partner with the universal nav: the default templates, Northwind and Globex
 * (light) and Nightfall (dark, whose theme also gives dark text for its dark header: the derived
 * readable colours must win), with every menu closed and with each menu open, at 1280px (the dark
 * one also right-to-left); the cart open; the mobile menu open at 375px. One browser; each case in its own
 * context, run side by side.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type AxeViolation, connectBrowser, HEADER, marketUrl, openPage, runAxe, searchReady } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Our three roots: the demo page around them is not ours to judge. */
const OUR_ROOTS = ['#unav-header', '#unav-footer', '#adsearch'];
const THEMES = [['light', 'appdirect'], ['light', 'northwind'], ['light', 'globex'], ['dark', 'nightfall']] as const;
const MENUS = ['company', 'manage', 'user', 'myapps'];

/** The default templates carry {{mobileMenu}}; a partner's own headerIn may leave it out (Northwind does). */
function hasMobileMenu(partner: string): boolean {
  const own = new URL(`../fixtures/partners/${partner}/headerIn.html`, import.meta.url);
  return !existsSync(own) || readFileSync(own, 'utf8').includes('{{mobileMenu}}');
}

function summary(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}

const axeHere = async (page: Page, include: string[] = OUR_ROOTS) => summary(await runAxe(page, { include }));

/**
 * Five axe runs a case, five cases side by side: on a loaded machine of two cores that has taken
 * past the default 60 s. The runs are awaited, never timed.
 */
const MENU_CASE_TIMEOUT_MS = 180_000;

async function withPage(url: string, width: number, body: (page: Page) => Promise<void>): Promise<void> {
  const opened = await openPage(browser, url, { width, height: 800, waitUntil: 'domcontentloaded' });
  try {
    await opened.page.waitForSelector('html[data-unav-state="mounted"]');
    await body(opened.page);
    expect(opened.pageErrors).toEqual([]);
  } finally {
    await opened.close();
  }
}

describe.concurrent('axe on a light and a dark partner theme', () => {
  // Right-to-left changes where a menu opens, not its colours, names or roles: every theme left to
  // right, the dark one right-to-left too (responsive.e2e.ts fits every look in both directions).
  it.each([...THEMES.map(([kind, partner]) => [kind, partner, 'ltr'] as const), ['dark', 'nightfall', 'rtl'] as const])(
    '%s (%s) at 1280px %s: menus closed, then each menu of the bar open',
    async (_kind, partner, dir) => {
      await withPage(marketUrl('/', { persona: 'multi-company-user', partner, query: dir === 'rtl' ? { dir } : {} }), 1280, async (page) => {
        await searchReady(page);
        const found: Record<string, string[]> = { closed: await axeHere(page) };
        for (const id of MENUS) {
          const trigger = page.locator(`${HEADER} [data-dropdown="${id}"] button[aria-haspopup="menu"]`);
          // A partner's template may leave a menu out (Northwind has no company or Manage menu).
          if (!(await trigger.isVisible())) continue;
          await trigger.click();
          await page.locator(`${HEADER} [data-dropdown="${id}"] [role="menu"]`).waitFor({ state: 'visible' });
          // Opening a menu changes that menu and its trigger, nothing else: the rest was judged closed.
          found[id] = await axeHere(page, [`${HEADER} [data-dropdown="${id}"]`]);
          await page.keyboard.press('Escape');
        }
        console.info(`[themes] ${partner} 1280px ${dir} violations: ${Object.entries(found).map(([state, list]) => `${state} ${list.length}`).join(', ')}`);
        expect(Object.keys(found)).toEqual(expect.arrayContaining(['closed', 'user', 'myapps']));
        expect(Object.values(found).flat()).toEqual([]);
      });
    },
    MENU_CASE_TIMEOUT_MS,
  );

  it.each(THEMES)('%s (%s) at 1280px: the cart open', async (_kind, partner) => {
    await withPage(marketUrl('/home', { persona: 'customer', partner }), 1280, async (page) => {
      const cart = page.locator(`${HEADER} .unav-cart`);
      await page.waitForSelector(`${HEADER} .unav-cart-panel[data-status="items"]`, { state: 'attached' });
      await cart.locator('.unav-cart-trigger').click();
      await cart.locator('.unav-cart-panel').waitFor({ state: 'visible' });
      const found = await axeHere(page);
      console.info(`[themes] ${partner} cart open violations: ${found.length}`);
      expect(found).toEqual([]);
    });
  });

  it.each(THEMES)('%s (%s) at 375px: the mobile menu open, or the user menu where the template has none', async (_kind, partner) => {
    await withPage(marketUrl('/', { persona: 'customer', partner }), 375, async (page) => {
      await searchReady(page);
      let opened: string;
      if (hasMobileMenu(partner)) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        // Concurrent tests cannot use expect.poll: the settled panel is awaited as an element.
        await page.locator('.unav-mobile-menu__panel[aria-busy="false"]').waitFor();
        opened = 'mobile menu';
      } else {
        await page.locator(`${HEADER} [data-dropdown="user"] button[aria-haspopup="menu"]`).click();
        await page.locator(`${HEADER} [data-dropdown="user"] [role="menu"]`).waitFor({ state: 'visible' });
        opened = 'user menu';
      }
      const found = await axeHere(page);
      console.info(`[themes] ${partner} 375px ${opened} violations: ${found.length}`);
      expect(found).toEqual([]);
    });
  });

  it('the dark theme\'s derived colours are on the nav root: its dark text for the dark bar is replaced', async () => {
    await withPage(marketUrl('/', { persona: 'customer', partner: 'nightfall' }), 1280, async (page) => {
      const style = await page.locator(HEADER).getAttribute('style');
      expect(style).toContain('--unav-nav-font-color: #1e293b');
      expect(style).toMatch(/--unav-nav-fg-readable: #(?!1e293b)[0-9a-f]{6}/);
      expect(style).toMatch(/--unav-focus-ring: #[0-9a-f]{6}/);
    });
  });
});
