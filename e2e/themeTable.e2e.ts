/**
 * The header painted with each theme of the theme table (test/tables/themeTable.ts: white, black, a
 * dark blue bar with white text and a light hover, mid grey, saturated red and yellow bars, one
 * colour set, invalid values, the fixtures' own), as the marketplace's theme calls would send it,
 * for a multi-company admin on the default templates, at a phone's width (where every dropdown of
 * the bar and the mobile menu are on screen; e2e/themes.e2e.ts opens the desktop bar's menus on the
 * partners' themes): axe (WCAG 2.1 A and AA, colour contrast included) finds nothing over our roots
 * with every menu closed, with each dropdown open, and with the mobile menu open.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { marketUrl, runAxe } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
import { THEMES, type Theme } from '../test/tables/themeTable.ts';
import { closeDropdowns, DROPDOWN_TRIGGERS } from './responsiveFacts.ts';

const e2e = fileBrowser();
const PHONE = 375;
let axeRuns = 0;
afterAll(() => {
  console.info(`[theme table] ${THEMES.length} themes at ${PHONE}px, ${axeRuns} axe runs`);
});

const OUR_ROOTS = ['#unav-header', '#unav-footer', '#adsearch'];

/** The marketplace's two theme calls answer with the theme under test (SPEC §7). */
async function serveTheme(page: Page, { settings, design }: Theme): Promise<void> {
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body ?? {}) });
  await page.route(/\/api\/theme\/v1\/publishedVersion\/settings\/header(\?|$)/, (route) => route.fulfill(json(settings)));
  await page.route(/\/api\/channel\/v1\/styles\/[^/]+\/theme\/[^/?]+(\?|$)/, (route) => route.fulfill(json(design)));
}

async function axeFindings(page: Page): Promise<string[]> {
  axeRuns += 1;
  const violations = await runAxe(page, { include: OUR_ROOTS });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}



describe.concurrent('axe over the theme table', () => {
  it.each(THEMES)('%s', async (_name, subject) => {
    const opened = await e2e.pages.open(marketUrl('/', { persona: 'multi-company-user', partner: 'APPDIRECT' }), { width: PHONE, beforeLoad: (page) => serveTheme(page, subject) });
    try {
      const { page } = opened;
      await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('.unav-root .unav-pending'), undefined, { timeout: 10_000 }).catch(() => undefined);
      // The theme served is the one painted: the bar's colour, where the theme gives a plain one.
      const bar = subject.settings?.headerComponents?.headerNavBg?.value;
      if (typeof bar === 'string' && /^#[0-9a-f]{6}$/i.test(bar)) {
        const painted = await page.locator('#unav-header .unav-root').first().evaluate((root) => getComputedStyle(root).getPropertyValue('--unav-nav-bg').trim());
        expect(painted.toLowerCase()).toBe(bar.toLowerCase());
      }
      const found: Record<string, string[]> = { closed: await axeFindings(page) };
      const triggers = page.locator(DROPDOWN_TRIGGERS);
      for (let index = 0; index < (await triggers.count()); index += 1) {
        const trigger = triggers.nth(index);
        if (!(await trigger.isVisible())) continue;
        const label = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim().slice(0, 30);
        await trigger.click();
        await page.waitForTimeout(150);
        found[label] = await axeFindings(page);
        await closeDropdowns(page);
      }
      const hamburger = page.locator('.unav-root .unav-mobile-menu__hamburger');
      if (await hamburger.isVisible()) {
        await hamburger.click();
        await page.waitForTimeout(200);
        found['mobile menu'] = await axeFindings(page);
        await closeDropdowns(page);
      }
      expect(Object.keys(found), 'menus opened').toContain('mobile menu');
      expect(Object.keys(found).length, 'menus opened').toBeGreaterThan(3);
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
    // Eight axe runs per theme, several themes at once: 27-44 s each at a load of 5-7, over 60 s at 12.
  }, 150_000);
});
