/**
 * The server-rendered page (/ssr, universal-nav/server): the navigation is in the HTML, works with
 * JavaScript off, and hydrates with JavaScript on without a console error or warning and without
 * asking again for what the server sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HEADER, FOOTER, connectBrowser, marketUrl, poll } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with JavaScript on or off, its console errors and warnings recorded from the start. */
async function open(javaScriptEnabled: boolean, persona?: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // The selection lives in cookies (the demo page stores them): the server's own calls send them.
  // That page runs to its end (its calls answered, the tab's caches written), so none of its
  // requests lands after the test clears the request log, and /ssr meets a tab that has a cart.
  if (persona) {
    await page.goto(marketUrl('/home', { persona }));
    await page.waitForSelector('html[data-unav-state="mounted"]');
    await page.waitForLoadState('networkidle');
  }
  return { page, context, messages };
}

const headerLinks = (page: Page) => page.locator(`${HEADER} a[href]`);

describe('/ssr, the server-rendered navigation', () => {
  it('has the header, footer and search box in the HTML, and its links work with JavaScript off', async () => {
    const { page, context } = await open(false);
    try {
      const response = await page.goto(marketUrl('/ssr'));
      const html = (await response?.text()) ?? '';
      expect(html).toContain('data-unav-root="header"');
      expect(html).toContain('<script type="application/json" id="unav-data">');
      expect(await page.locator(FOOTER).count()).toBe(1);
      expect(await page.locator('#adsearch .unav-root[data-unav-root="search"]').count()).toBe(1);
      // Styled by the server's <style>: the runtime's rules apply without any script.
      expect(await page.locator('style[data-unav-ssr]').count()).toBe(1);
      const links = headerLinks(page);
      expect(await links.count()).toBeGreaterThan(0);
      const link = page.locator(`${HEADER} a[href^="${new URL(marketUrl('/')).origin}"]:visible`).first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.href === new URL(href).href);
      expect(page.url()).toBe(new URL(href).href);
    } finally {
      await context.close();
    }
  });

  it('styles the server-rendered header with the partner CSS scoped on the server, with JavaScript off and once hydrated', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, context } = await open(javaScriptEnabled);
      try {
        await page.goto(marketUrl('/ssr', { partner: 'GLOBEX' }));
        if (javaScriptEnabled) await poll(() => page.evaluate(() => document.documentElement.dataset.unavState)).toBe('mounted');
        // Globex's cssHeader colours its utility bar: the server's scope selector matches the root it wrote.
        const utility = page.locator(`#unav-header ${HEADER} .gx-utility`);
        expect(await utility.evaluate((element) => getComputedStyle(element).backgroundColor), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe('rgb(20, 33, 61)');
      } finally {
        await context.close();
      }
    }
  });

  for (const persona of [undefined, 'customer']) {
    it(`hydrates with no console error or warning and no second call of what the server sent (${persona ?? 'visitor'})`, async () => {
      const { page, context, messages } = await open(true, persona);
      try {
        await clearFixtureRequests();
        await page.goto(marketUrl('/ssr'));
        const serverLink = await headerLinks(page).first().elementHandle();
        await poll(() => page.evaluate(() => document.documentElement.dataset.unavState)).toBe('mounted');
        await page.waitForLoadState('networkidle');
        expect(messages).toEqual([]);
        // Hydrated, not replaced: the element the server wrote is still the one in the page.
        expect(await serverLink?.evaluate((element) => element.isConnected)).toBe(true);
        // The server's calls, once each; the browser asked for none of them again.
        for (const endpoint of ['bootstrap', 'templates', 'translations', 'theme'] as const) {
          expect((await callsTo(endpoint)).length, endpoint).toBe(1);
        }
      } finally {
        await context.close();
      }
    });
  }
});
