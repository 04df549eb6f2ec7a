/**
 * Support chat in a real browser (SPEC §7 external script hosts, §9 pinned SDK version, §4 unread
 * sum): the demo page points the script hosts at the local marketplace, whose stand-in SDK reports
 * the unread count a test sets (fixtures/README.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SUPPORT_CHAT_DEFAULTS } from '../services/supportChat/supportChatScripts.ts';
import { HEADER, connectBrowser, marketOrigin, marketUrl, openPage, poll } from './browser.ts';
import { clearFixtureRequests, fixtureRequests, pushSignals, setSupportChatUnread } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  // The server is shared with the other files: they expect the stand-in SDK to report nothing.
  await setSupportChatUnread(0);
  await browser?.close();
});

const SDK_PATH = `/web-sdk/${SUPPORT_CHAT_DEFAULTS.sdkVersion}/web-sdk.js`;
const DOM_LIBRARY_PATH = '/npm/cash-dom@8.1.5/dist/cash.min.js';

const scriptSources = (page: Page) => page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src));
const messagesLabel = (page: Page) => page.locator(`${HEADER} .unav-notifications a[href$="/appwise/messages"]`).getAttribute('aria-label');
const messagesBadge = (page: Page) => page.locator(`${HEADER} .unav-notifications a[href$="/appwise/messages"] .unav-notifications__badge`).innerText();

describe('A support-chat SDK script and a small DOM library load from external script hosts (SPEC §7)', () => {
  it('the configured hosts serve both, the DOM library first, each once, with the pinned SDK version (SPEC §9)', async () => {
    await setSupportChatUnread(0);
    await clearFixtureRequests();
    const opened = await openPage(browser, marketUrl('/', { persona: 'customer', faults: '' }));
    const { page } = opened;
    try {
      await poll(() => page.getAttribute('html', 'data-support-chat')).toBe('signed-in');
      expect(await page.getAttribute('html', 'data-support-chat-version')).toBe(SUPPORT_CHAT_DEFAULTS.sdkVersion);
      expect(await page.getAttribute('html', 'data-support-chat-account')).toBe('marketplace-support');
      expect(await page.getAttribute('html', 'data-support-chat-dom-library-first')).toBe('true');
      const sources = await scriptSources(page);
      expect(sources.filter((src) => src === `${marketOrigin()}${SDK_PATH}`)).toHaveLength(1);
      expect(sources.filter((src) => src === `${marketOrigin()}${DOM_LIBRARY_PATH}`)).toHaveLength(1);
      const asked = (await fixtureRequests()).map((entry) => entry.path).filter((path) => path === SDK_PATH || path === DOM_LIBRARY_PATH);
      expect(asked).toEqual([DOM_LIBRARY_PATH, SDK_PATH]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('no script loads for a visitor (notifications need a user)', async () => {
    const opened = await openPage(browser, marketUrl('/', { persona: 'visitor', faults: '' }));
    const { page } = opened;
    try {
      await page.waitForSelector('html[data-unav-state="mounted"]');
      await page.waitForLoadState('networkidle');
      expect((await scriptSources(page)).filter((src) => src.includes('/web-sdk/') || src.includes('cash-dom'))).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('The unread badge is the sum of support-chat unread and signals unread (SPEC §4)', () => {
  it('the messages badge shows the stand-in SDK unread plus the signals unread, live', async () => {
    await setSupportChatUnread(2);
    const opened = await openPage(browser, marketUrl('/', { persona: 'customer', faults: '' }));
    const { page } = opened;
    try {
      // The persona's first signals frame: 3 unread; the SDK: 2.
      await poll(() => messagesLabel(page)).toBe('Messages, 5 unread');
      expect(await messagesBadge(page)).toBe('5');

      await pushSignals({ unreadCount: 1, hasUnreadMessages: true, homeCount: 0 });
      await poll(() => messagesLabel(page)).toBe('Messages, 3 unread');

      await setSupportChatUnread(4);
      await poll(() => messagesLabel(page)).toBe('Messages, 5 unread');

      await setSupportChatUnread(0);
      await poll(() => messagesLabel(page)).toBe('Messages, 1 unread');
    } finally {
      await opened.close();
    }
  });
});
