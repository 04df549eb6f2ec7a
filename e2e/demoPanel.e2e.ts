/**
 * The local marketplace's control panel in a real browser: each banner switch shows its banner
 * through the runtime's own rules (and hides it again), preview mode shows the partner's
 * unpublished copies and says so, and the panel sits in the page's flow without covering the
 * header or the page's content at a phone, tablet and desktop width, axe-clean with every box open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MAINTENANCE_DEMO_PATH, type DemoBanner } from '../fixtures/server/demoBanners.ts';
import { HEADER, connectBrowser, marketUrl, openPage, poll, runAxe } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const BANNER_OF: Record<DemoBanner, string> = {
  'theme-preview': `${HEADER} .unav-preview-toolbar`,
  maintenance: `${HEADER} .unav-maintenance-banner`,
  'mobile-return': `${HEADER} .unav-mobile-banner`,
  impersonation: `${HEADER} .unav-impersonation-banner[data-phase="shown"]`,
};

/** Sets the panel's switches as given, applies them and waits for the next page's runtime. */
async function applySwitches(page: Page, switches: Record<string, boolean>): Promise<void> {
  await page.locator('.fx-panel__box--banners summary').click();
  for (const [id, on] of Object.entries(switches)) await page.locator(`#${id}`).setChecked(on);
  await markPage(page);
  await page.locator('.fx-banners button[type=submit]').click();
  await nextPageMounted(page);
}

/** Marks the page, so that the next page (which has no mark) can be told from it. */
function markPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { __marked?: boolean }).__marked = true;
  });
}

async function nextPageMounted(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as { __marked?: boolean }).__marked && document.documentElement.dataset.unavState === 'mounted');
}

describe('the banner switches of the demo panel', () => {
  for (const banner of Object.keys(BANNER_OF) as DemoBanner[]) {
    it(`${banner}: the switch shows its banner, and hides it again`, async () => {
      const opened = await openPage(browser, marketUrl('/home', { persona: 'customer' }), { waitUntil: 'domcontentloaded' });
      try {
        const { page } = opened;
        await page.waitForSelector('html[data-unav-state="mounted"]');
        expect(await page.locator(BANNER_OF[banner]).count()).toBe(0);

        await applySwitches(page, { [`fx-banner-${banner}`]: true });
        await poll(() => page.locator(BANNER_OF[banner]).count(), `${banner} banner shown`).toBe(1);
        expect(new URL(page.url()).pathname).toBe(banner === 'maintenance' ? MAINTENANCE_DEMO_PATH : '/home');
        expect(await page.locator('.fx-panel__box--banners summary').textContent()).toContain('(1 on)');

        await applySwitches(page, { [`fx-banner-${banner}`]: false });
        // The impersonation banner appears 300 ms after the page: a moment for it to have done so.
        await page.waitForTimeout(600);
        expect(await page.locator(BANNER_OF[banner]).count()).toBe(0);
        expect(opened.pageErrors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it('End Session of a switched-on impersonation ends it and turns the switch off', async () => {
    const opened = await openPage(browser, marketUrl('/home', { persona: 'customer' }), { waitUntil: 'domcontentloaded' });
    try {
      const { page } = opened;
      await applySwitches(page, { 'fx-banner-impersonation': true });
      await page.locator(BANNER_OF.impersonation).getByRole('button', { name: 'End Session' }).click();
      await markPage(page);
      await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
      await nextPageMounted(page);
      expect(await page.locator('#fx-banner-impersonation').isChecked()).toBe(false);
      await page.waitForTimeout(600);
      expect(await page.locator(`${HEADER} .unav-impersonation-banner`).count()).toBe(0);
      expect(await page.locator('body').getAttribute('data-persona')).toBe('customer');
    } finally {
      await opened.close();
    }
  });

  it('a visitor gets the impersonation switch disabled, with the reason', async () => {
    const opened = await openPage(browser, marketUrl('/home', { persona: 'visitor' }), { waitUntil: 'domcontentloaded' });
    try {
      await expect(opened.page.locator('#fx-banner-impersonation').isDisabled()).resolves.toBe(true);
      expect(await opened.page.locator('#fx-banner-impersonation-how').textContent()).toContain('a visitor cannot be impersonated');
    } finally {
      await opened.close();
    }
  });
});

describe('the preview mode switch', () => {
  it('shows the partner\'s unpublished header and names the copies it reads', async () => {
    const opened = await openPage(browser, marketUrl('/home', { persona: 'customer', partner: 'globex', mode: 'published' }), { waitUntil: 'domcontentloaded' });
    try {
      const { page } = opened;
      await page.waitForSelector('html[data-unav-state="mounted"]');
      await poll(() => page.locator(`${HEADER} a`, { hasText: 'Investors' }).count()).toBe(1);
      expect(await page.locator('#fx-preview-mode-how').textContent()).toContain('Preview mode would show the unpublished copies of headerIn.html');

      await applySwitches(page, { 'fx-preview-mode': true });
      expect(await page.locator('body').getAttribute('data-mode')).toBe('preview');
      await poll(() => page.locator(`${HEADER} a`, { hasText: 'Year-end offers' }).count()).toBe(1);
      expect(await page.locator(`${HEADER} a`, { hasText: 'Investors' }).count()).toBe(0);
      expect(await page.locator('#fx-preview-mode-how').textContent()).toBe(
        'Preview mode shows the unpublished copies of headerIn.html, cssHeader.css, theme.json, headerTheme.json from fixtures/partners/globex/preview/, over the published set.',
      );

      await applySwitches(page, { 'fx-preview-mode': false });
      expect(await page.locator('body').getAttribute('data-mode')).toBe('published');
      await poll(() => page.locator(`${HEADER} a`, { hasText: 'Investors' }).count()).toBe(1);
    } finally {
      await opened.close();
    }
  });
});

describe('where the panel sits', () => {
  for (const width of [375, 1024, 1440]) {
    it(`${width}px: in the flow between the header and the content, never over them; axe-clean with every box open`, async () => {
      const opened = await openPage(browser, marketUrl('/home', { persona: 'customer', partner: 'globex' }), { width, height: 800, waitUntil: 'domcontentloaded' });
      try {
        const { page } = opened;
        await page.waitForSelector('html[data-unav-state="mounted"]');
        for (const summary of await page.locator('.fx-panel__box summary').all()) await summary.click();
        const layout = await page.evaluate(() => {
          const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const positions = [...document.querySelectorAll('.fx-panel, .fx-panel__box')].map((node) => getComputedStyle(node).position);
          return {
            positions,
            headerBottom: rect('#unav-header').bottom,
            panelTop: rect('.fx-panel').top,
            panelBottom: rect('.fx-panel').bottom,
            mainTop: rect('#main').top,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          };
        });
        expect(new Set(layout.positions)).toEqual(new Set(['static']));
        expect(layout.panelTop).toBeGreaterThanOrEqual(layout.headerBottom);
        expect(layout.panelBottom).toBeLessThanOrEqual(layout.mainTop);
        expect(layout.overflow).toBeLessThanOrEqual(0);
        const violations = await runAxe(page, { include: ['.fx-panel'] });
        expect(violations.map((violation) => violation.id)).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
