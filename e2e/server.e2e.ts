import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketServer } from '../fixtures/server/createMarketServer.ts';
import { ENDPOINT_NAMES } from '../fixtures/server/endpoints.ts';
import { listPersonas } from '../fixtures/server/fixtureStore.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import { connectBrowser, marketUrl, openPage, runAxe } from './browser.ts';
import { clearCspReports, clearFixtureRequests, cspReports, fixtureRequests } from './fixturesControl.ts';

/**
 * Proves the harness: Chromium opens the local marketplace's demo page, the fixture controls work
 * from a real browser, axe-core runs. The navigation itself is tested by the other e2e specs.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => clearFixtureRequests());

/** The runtime's own mount targets are left to the runtime's specs. */
const RUNTIME_TARGETS = ['#unav-header', '#unav-footer', '#adsearch'];

describe('the demo marketplace page in Chromium', () => {
  it('loads with its mount targets and the fixture switcher', async () => {
    const opened = await openPage(browser, marketUrl('/', { persona: 'customer', partner: 'northwind' }));
    try {
      const { page } = opened;
      expect(await page.title()).toContain('Northwind App Store');
      expect(await page.locator('#unav-header').count()).toBe(1);
      expect(await page.locator('#unav-footer').count()).toBe(1);
      expect(await page.locator('.fx-hero #adsearch').count()).toBe(1);
      expect(await page.locator('#fx-persona option').count()).toBe(listPersonas().length);
      expect(await page.locator('#fx-persona').inputValue()).toBe('customer');
      expect(await page.locator('#fx-partner').inputValue()).toBe('NORTHWIND');
      expect(await page.locator('.fx-fault select').count()).toBe(ENDPOINT_NAMES.length);
      expect(await page.locator('.fx-card').count()).toBe(42);
      expect(await page.locator('body').getAttribute('data-partner')).toBe('NORTHWIND');
      // boot.js ran (an external script): it marks the document whatever the bundle did.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-unav-state'));
      console.info(`[harness] runtime state: ${await page.getAttribute('html', 'data-unav-state')}; page errors: ${opened.pageErrors.length}; console errors: ${opened.consoleErrors.length}`);
    } finally {
      await opened.close();
    }
  });

  it('records the page load and its assets in /__fixtures/requests', async () => {
    const opened = await openPage(browser, marketUrl('/listing', { persona: 'visitor' }));
    try {
      const log = await fixtureRequests();
      const page = log.find((entry) => entry.method === 'GET' && entry.path === '/listing');
      expect(page?.query).toMatchObject({ persona: 'visitor' });
      expect(page?.headers.accept).toContain('text/html');
      expect(log.some((entry) => entry.path === '/demo/boot.js')).toBe(true);
      expect(log.some((entry) => entry.path === '/demo/demo.css')).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('the switcher reloads the page with the chosen values, stored in cookies', async () => {
    const opened = await openPage(browser, marketUrl('/home', { persona: 'customer', partner: 'APPDIRECT', mode: 'published', locale: 'en-US' }));
    try {
      const { page, context } = opened;
      await page.click('.fx-panel__box--switcher summary');
      await page.selectOption('#fx-persona', 'superuser');
      await page.selectOption('#fx-partner', 'GLOBEX');
      await page.selectOption('#fx-mode', 'preview');
      await page.selectOption('#fx-locale', 'fr-CA');
      await Promise.all([page.waitForURL(/persona=superuser/), page.click('.fx-switcher button[type=submit]')]);
      expect(new URL(page.url()).pathname).toBe('/home');
      expect(await page.locator('body').getAttribute('data-mode')).toBe('preview');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
      expect(cookies).toMatchObject({ fx_persona: 'superuser', fx_partner: 'GLOBEX', fx_mode: 'preview', fx_locale: 'fr-CA' });
      expect(cookies['XSRF-TOKEN']).toMatch(/^[0-9a-f]{32}$/);
      // The page's own API calls now carry the selection.
      const bootstrap = await page.evaluate(async () => (await fetch('/api/session/v1/bootstrap-context')).json() as Promise<{ UserInfo?: { roles?: string[] } }>);
      expect(bootstrap.UserInfo?.roles).toContain('SUPERUSER');
    } finally {
      await opened.close();
    }
  });

  it('the faults panel stores faults that the page\'s calls then meet', async () => {
    const opened = await openPage(browser, marketUrl('/'));
    try {
      const { page } = opened;
      await page.locator('.fx-panel__box--faults summary').click();
      await page.selectOption('#fault-bootstrap', '500');
      await page.selectOption('#fault-search-marketplace', 'html');
      await Promise.all([page.waitForURL(/fault\.bootstrap=500/), page.click('.fx-faults button[type=submit]')]);
      expect(await page.locator('#fault-bootstrap').inputValue()).toBe('500');
      const status = await page.evaluate(async () => (await fetch('/api/session/v1/bootstrap-context')).status);
      expect(status).toBe(500);
      await Promise.all([page.waitForURL(/faults=$/), page.click('.fx-faults__actions a')]);
      expect(await page.evaluate(async () => (await fetch('/api/session/v1/bootstrap-context')).status)).toBe(200);
    } finally {
      await opened.close();
    }
  });

  it('runs under a strict CSP: boot.js executes and the page itself causes no report', async () => {
    await clearCspReports();
    const opened = await openPage(browser, marketUrl('/', { csp: true }));
    try {
      await opened.page.waitForFunction(() => document.documentElement.hasAttribute('data-unav-state'));
      // Reports are sent asynchronously; give the browser a moment.
      await opened.page.waitForTimeout(300);
      const reports = await cspReports();
      console.info(`[harness] CSP reports with the runtime mounted: ${reports.length}`);
      const fromDemo = JSON.stringify(reports).match(/\/demo\//g) ?? [];
      expect(fromDemo).toHaveLength(0);
    } finally {
      await opened.close();
    }
  });

  it('traps alert, confirm and prompt and counts the calls', async () => {
    const opened = await openPage(browser, marketUrl('/'));
    try {
      expect(await opened.xssCalls()).toBe(0);
      await opened.page.evaluate(() => {
        window.alert('xss');
        window.confirm('sure?');
      });
      expect(await opened.xssCalls()).toBe(2);
    } finally {
      await opened.close();
    }
  });

  it('axe-core runs; the demo page\'s own markup has no violations', async () => {
    const opened = await openPage(browser, marketUrl('/', { persona: 'visitor' }), { width: 1280, height: 900 });
    try {
      await opened.page.waitForFunction(() => document.documentElement.hasAttribute('data-unav-state'));
      const whole = await runAxe(opened.page);
      console.info(`[harness] axe violations on the whole page (runtime included): ${whole.length}${whole.length ? ` (${whole.map((v) => v.id).join(', ')})` : ''}`);
      const own = await runAxe(opened.page, { exclude: RUNTIME_TARGETS });
      expect(own.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a narrow viewport works too (mobile layout of the page)', async () => {
    const opened = await openPage(browser, marketUrl('/'), { width: 375, height: 740 });
    try {
      expect(await opened.page.evaluate(() => window.innerWidth)).toBe(375);
      expect(await opened.page.evaluate(() => getComputedStyle(document.querySelector('.fx-panel')!).position)).toBe('static');
    } finally {
      await opened.close();
    }
  });
});

describe('live reload of a templates folder', () => {
  it('reloads the open page when a template file changes', async () => {
    const dir = tempDir('unav-e2e-templates-');
    writeFileSync(resolve(dir.path, 'headerOut.html'), '<header class="acme">{{logo}}</header>');
    const local = await createMarketServer({ port: 0, distDir: resolve('dist'), templatesDir: dir.path });
    const opened = await openPage(browser, marketUrl('/', { persona: 'visitor', base: local.url }));
    try {
      await opened.page.evaluate(() => {
        (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
      });
      // Let the EventSource connect before the change.
      await opened.page.waitForTimeout(300);
      const reloaded = opened.page.waitForEvent('load', { timeout: 10_000 });
      writeFileSync(resolve(dir.path, 'headerOut.html'), '<header class="acme acme--edited">{{logo}}</header>');
      await reloaded;
      expect(await opened.page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
    } finally {
      await opened.close();
      await local.close();
      dir.remove();
    }
  });
});
