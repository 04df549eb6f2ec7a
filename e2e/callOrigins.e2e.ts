/**
 * SPEC §7 call origins and SPEC §2 #adsearch, as a host page sees them on the local marketplace.
 * `?api=other-loopback` mounts the demo page with apiUrl on the other spelling of the server's
 * loopback origin, so each recorded request's Host header tells which origin a call went to.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER, connectBrowser, marketOrigin, marketUrl, openPage } from './browser.ts';
import { clearFixtureRequests, fixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => clearFixtureRequests());

/** SPEC §7: the {api} calls; every other call goes to the marketplace ({marketApi}, {market}). */
const API_CALLS = ['bootstrap', 'translations', 'configuration'];

describe('call origins (SPEC §7)', () => {
  it('{api} calls use apiUrl; {marketApi} calls (templates, cart, My Apps ...) go to marketUrl, not apiUrl', async () => {
    const market = new URL(marketOrigin());
    const apiHost = `${market.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${market.port}`;
    const opened = await openPage(browser, marketUrl('/home', { persona: 'channel-admin', query: { api: 'other-loopback' } }));
    try {
      await opened.page.waitForSelector('html[data-unav-state="mounted"]');
      await opened.page.waitForSelector(`${HEADER} .unav-cart`);
      await opened.page.waitForLoadState('networkidle');
      const calls = (await fixtureRequests()).filter((entry) => entry.endpoint !== undefined && entry.method !== 'WS');
      const hostOf = (names: string[]) => [...new Set(calls.filter((entry) => names.includes(entry.endpoint ?? '')).map((entry) => entry.headers.host))];
      const others = calls.filter((entry) => !API_CALLS.includes(entry.endpoint ?? '')).map((entry) => entry.endpoint ?? '');
      expect(hostOf(['bootstrap', 'translations'])).toEqual([apiHost]);
      expect(others).toEqual(expect.arrayContaining(['templates', 'cart']));
      expect(hostOf(others)).toEqual([market.host]);
    } finally {
      await opened.close();
    }
  });
});

describe('search root (SPEC §2)', () => {
  it('the widget is mounted in an element with id adsearch when the host page names no target', async () => {
    // The demo page's mount() call passes a search config without a target.
    const opened = await openPage(browser, marketUrl('/home', { persona: 'channel-admin' }));
    try {
      await opened.page.waitForSelector('html[data-unav-state="mounted"]');
      await opened.page.waitForSelector('#adsearch .unav-root[data-unav-root="search"] input');
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
