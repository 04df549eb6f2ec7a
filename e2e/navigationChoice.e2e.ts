/**
 * The navigation choice of SPEC §4 on the local marketplace: the partner navigation for AppSmart
 * (unless the quotes flag answers a variant on a quotes route), the global merchant navigation for a self-serve
 * marketplace's admin on admin pages, and otherwise the standard widgets and banners. The external
 * scripts are the fixture server's stand-ins for merchant-nav.js and appsmart-nav.js.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER, connectBrowser, marketUrl, openPage, type MarketUrlOptions } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => clearFixtureRequests());

const WIDGETS = '.unav-cart, .unav-myapps, .unav-notifications, .unav-mobile-menu';

interface Seen {
  navigation: string | null;
  externalNavigation: string | null;
  scriptRequests: string[];
  widgets: number;
  pageErrors: string[];
}

async function visit(path: string, options: MarketUrlOptions): Promise<Seen> {
  const opened = await openPage(browser, marketUrl(path, options));
  const { page } = opened;
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('-nav.js')) scriptRequests.push(pathname);
  });
  try {
    await page.waitForSelector('html[data-unav-state="mounted"]');
    const navigation = await page.locator(HEADER).getAttribute('data-navigation');
    // An external navigation script has run once the page carries its mark.
    if (navigation !== 'standard') await page.waitForSelector('html[data-external-navigation]');
    return {
      navigation,
      externalNavigation: await page.getAttribute('html', 'data-external-navigation'),
      scriptRequests: await scriptsOf(page, scriptRequests),
      widgets: await page.locator(HEADER).locator(WIDGETS).count(),
      pageErrors: opened.pageErrors,
    };
  } finally {
    await opened.close();
  }
}

/** The script elements in the page as well as the requests seen after the listener was attached. */
async function scriptsOf(page: Page, requested: string[]): Promise<string[]> {
  const inPage = await page.evaluate(() => [...document.querySelectorAll('script[src$="-nav.js"]')].map((script) => new URL((script as HTMLScriptElement).src).pathname));
  return [...new Set([...inPage, ...requested])];
}

describe('navigation choice (SPEC §4)', () => {
  it('AppSmart: the partner navigation loads appsmart-nav.js instead of the standard widgets', async () => {
    const seen = await visit('/', { persona: 'multi-company-user', partner: 'APPSMART' });
    expect(seen).toEqual({
      navigation: 'partner', externalNavigation: 'appsmart-nav', scriptRequests: ['/appsmart-nav.js'], widgets: 0, pageErrors: [],
    });
    expect(await callsTo('flag')).toEqual([]);
  });

  it('single flag call: if a variant is present the partner nav is not loaded, even a variant of off', async () => {
    // multi-company-user's quotes flag answers variant false: an answer all the same (SPEC §7).
    const seen = await visit('/billing/v2/quotes/versions/12', { persona: 'multi-company-user', partner: 'APPSMART' });
    const flagCalls = await callsTo('flag');
    expect(flagCalls.map((call) => (call.body as { flagKey?: string }).flagKey)).toEqual(['quotes_enable_quote_version_details_new_design']);
    expect([seen.navigation, seen.externalNavigation, seen.scriptRequests]).toEqual(['standard', null, []]);
  });

  it('single flag call: no variant (the flag call fails) and the partner navigation loads', async () => {
    const seen = await visit('/billing/v2/quotes/versions/12', { persona: 'multi-company-user', partner: 'APPSMART', faults: 'flag:500' });
    expect(await callsTo('flag')).toHaveLength(1);
    expect([seen.navigation, seen.externalNavigation, seen.scriptRequests]).toEqual(['partner', 'appsmart-nav', ['/appsmart-nav.js']]);
  });

  it('AppSmart quotes route with the new quotes design flag on: no partner navigation, the standard widgets', async () => {
    const seen = await visit('/billing/v2/quotes/versions/12', { persona: 'reseller', partner: 'APPSMART' });
    expect(await callsTo('flag')).toHaveLength(1);
    expect([seen.navigation, seen.externalNavigation, seen.scriptRequests]).toEqual(['standard', null, []]);
    expect(seen.widgets).toBeGreaterThan(0);
    expect(seen.pageErrors).toEqual([]);
  });

  it('a self-serve marketplace admin gets merchant-nav.js on admin pages and the standard widgets on marketplace pages', async () => {
    const admin = await visit('/channel/products', { persona: 'channel-admin-new-dashboard-selfserve' });
    expect([admin.navigation, admin.externalNavigation, admin.scriptRequests, admin.widgets]).toEqual(['merchant', 'merchant-nav', ['/merchant-nav.js'], 0]);
    const market = await visit('/home', { persona: 'channel-admin-new-dashboard-selfserve' });
    expect([market.navigation, market.externalNavigation, market.scriptRequests]).toEqual(['standard', null, []]);
    expect(market.widgets).toBeGreaterThan(0);
  });

  it('any other marketplace: the standard navigation, no external script', async () => {
    const seen = await visit('/', { persona: 'channel-admin' });
    expect([seen.navigation, seen.externalNavigation, seen.scriptRequests]).toEqual(['standard', null, []]);
    expect(seen.widgets).toBeGreaterThan(0);
  });
});
