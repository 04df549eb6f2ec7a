/**
 * The React host page (/react): the ES module's UniversalHeader, UniversalFooter and SearchWidget
 * in a React 19 application inside StrictMode (React's development build, where StrictMode repeats
 * renders and effects). They load once, apply a render-only prop without loading, load anew for
 * another locale, and leave nothing running once unmounted; no console error or warning throughout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FOOTER, HEADER, connectBrowser, marketUrl, poll } from './browser.ts';
import { callsTo, clearFixtureRequests, fixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let opened: { page: Page; context: BrowserContext; messages: string[] } | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

/** /react loaded and settled, its console errors and warnings recorded from the start. */
async function openHostPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  opened = { page, context, messages };
  await clearFixtureRequests();
  await page.goto(marketUrl('/react'));
  await page.locator(HEADER).waitFor();
  await page.locator(FOOTER).waitFor();
  await page.locator('#adsearch [role="combobox"]').waitFor();
  await page.waitForLoadState('networkidle');
  return opened;
}

/** Whether the element's React component sits inside <StrictMode> (read from React's own fiber). */
function insideStrictMode(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return false;
    const fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber$'));
    type Fiber = { elementType: unknown; return: Fiber | null };
    let fiber = fiberKey ? (element as unknown as Record<string, Fiber | null>)[fiberKey] ?? null : null;
    for (; fiber; fiber = fiber.return) if (fiber.elementType === Symbol.for('react.strict_mode')) return true;
    return false;
  }, selector);
}

describe('/react, the navigation as React components', () => {
  it('renders inside StrictMode, loading the bootstrap and templates once, without a console error or warning', async () => {
    const { page, messages } = await openHostPage();
    expect(await insideStrictMode(page, HEADER)).toBe(true);
    expect(await insideStrictMode(page, FOOTER)).toBe(true);
    expect(await page.locator(`${HEADER} a[href]`).count()).toBeGreaterThan(0);
    for (const endpoint of ['bootstrap', 'templates', 'translations'] as const) {
      expect((await callsTo(endpoint)).length, endpoint).toBe(1);
    }
    expect(messages).toEqual([]);
  });

  it('applies isPositionFixed without a new load', async () => {
    const { page, messages } = await openHostPage();
    expect(await page.locator(HEADER).getAttribute('data-position')).toBeNull();
    await clearFixtureRequests();
    await page.click('#rh-fixed');
    await poll(() => page.locator(HEADER).getAttribute('data-position')).toBe('fixed');
    await page.waitForLoadState('networkidle');
    expect(await callsTo('bootstrap')).toEqual([]);
    expect(await callsTo('templates')).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('loads anew for another locale, whose texts the header then shows, and for another partner', async () => {
    const { page, messages } = await openHostPage();
    const before = await page.locator(HEADER).innerText();
    await clearFixtureRequests();
    await page.click('#rh-locale');
    await poll(() => page.locator('#rh-locale').innerText()).toBe('Locale: fr-CA');
    await poll(() => page.locator(HEADER).innerText()).not.toBe(before);
    await page.waitForLoadState('networkidle');
    expect((await callsTo('translations')).map((call) => call.path)).toEqual(['/api/v1/translation/APPDIRECT/fr-CA']);
    expect(await callsTo('bootstrap')).toHaveLength(1);

    await clearFixtureRequests();
    await page.click('#rh-partner');
    const partner = (await page.locator('#rh-partner').innerText()).replace('Partner: ', '');
    expect(partner).not.toBe('APPDIRECT');
    await poll(async () => (await callsTo('templates')).map((call) => call.path)).toEqual([`/api/channel/v1/styles/${partner}/templates/published`]);
    await page.waitForLoadState('networkidle');
    await page.locator(HEADER).waitFor();
    expect(messages).toEqual([]);
  });

  it('unmounting leaves no nav element, and no request or socket message follows', async () => {
    const { page, messages } = await openHostPage();
    await page.click('#rh-unmount');
    await poll(() => page.locator('.unav-root').count()).toBe(0);
    await poll(() => page.locator('#adsearch').count()).toBe(0);
    // The loads stop a task after their roots unmount; then the page stays quiet.
    await page.waitForTimeout(200);
    await clearFixtureRequests();
    await page.waitForTimeout(1_500);
    expect(await fixtureRequests()).toEqual([]);
    expect(messages).toEqual([]);
  });
});
