import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, marketOrigin, marketUrl, openPage } from './browser.ts';
import { clearCspReports, cspReports } from './fixturesControl.ts';
import { describeReport, readNav, unsafeInNav, waitForMount, waitForNav } from './safety.ts';

/**
 * The page is served with `Content-Security-Policy: script-src 'self'` (no inline script, no eval):
 * the script-tag bundle must render the whole navigation under it and cause no violation.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const CASES = [
  { persona: 'multi-company-user', partner: undefined, layout: 'headerIn', logoPath: '/myapps' },
  { persona: 'visitor', partner: undefined, layout: 'headerOut', logoPath: '/home' },
  // A partner's own template set and its scoped css, not only the defaults.
  { persona: 'customer', partner: 'NORTHWIND', layout: null, logoPath: '/myapps' },
] as const;

describe("the navigation under Content-Security-Policy: script-src 'self'", () => {
  for (const { persona, partner, layout, logoPath } of CASES) {
    it(`${persona}${partner ? ` on ${partner}` : ''}: header, footer and search box render, no CSP report`, async () => {
      await clearCspReports();
      const opened = await openPage(browser, marketUrl('/', { persona, partner: partner ?? '', csp: true, faults: '' }));
      try {
        const { page } = opened;
        // The policy really is on the page.
        const response = await page.request.get(page.url());
        expect(response.headers()['content-security-policy']).toContain("script-src 'self'");

        expect(await waitForMount(page)).toBe('mounted');
        await waitForNav(page);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const nav = await readNav(page);
        expect(nav.logoHref).toBe(`${marketOrigin()}${logoPath}`);
        if (layout) expect(nav.headerLayout).toBe(layout);
        expect(nav.footerText).toMatch(/©\s*\d{4}/);
        expect(nav.footerLinks).toBeGreaterThan(0);
        expect(nav.searchInputs).toBe(1);

        // The search box works: typing shows results, fetched by the bundle (connect-src is open).
        const input = page.locator('#adsearch input.unav-search__input');
        await input.fill('slack');
        await page.waitForSelector('#adsearch [role="option"], #adsearch .unav-search__results li', { timeout: 15_000 });
        expect(await page.locator('#adsearch').innerText()).toMatch(/slack/i);

        expect(opened.pageErrors).toEqual([]);
        expect(await unsafeInNav(page)).toEqual([]);
        // Reports are sent asynchronously: let any in flight arrive before reading them.
        await page.waitForTimeout(500);
        const reports = await cspReports();
        console.info(`[csp] ${persona}${partner ? `/${partner}` : ''}: ${reports.length} CSP reports`);
        expect(reports.map(describeReport)).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
