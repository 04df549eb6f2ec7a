/**
 * My Apps in a real browser: SPEC §8 "A failed My Apps call marks the user as logged out" and SPEC §6
 * "My Apps: CUSTOMER_APPLICATION_MANAGEMENT capability", seen from the host page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HEADER, connectBrowser, marketUrl, openPage, poll } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openHome(persona: string, faults = '') {
  const opened = await openPage(browser, marketUrl('/home', { persona, faults }), { waitUntil: 'domcontentloaded' });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

const headerState = (page: Page) => page.locator(HEADER).getAttribute('data-user-state');
const headerLayout = (page: Page) => page.locator(HEADER).getAttribute('data-layout');

describe('A failed My Apps call marks the user as logged out (SPEC §8)', () => {
  it.each(['401', '500'])('a %s on the assignments call turns the header to the loggedout header', async (kind) => {
    const opened = await openHome('customer', `myapps:${kind}`);
    const { page } = opened;
    try {
      await poll(() => headerState(page)).toBe('loggedout');
      expect(await headerLayout(page)).toBe('headerOut');
      // What a loggedout user sees (SPEC §2 headerOut): the log in item, no user menu, no My Apps.
      expect(await page.locator(`${HEADER} a[href$="/login"]`).count()).toBeGreaterThan(0);
      expect(await page.locator(`${HEADER} .unav-myapps`).count()).toBe(0);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('an answered call keeps the signed-in header', async () => {
    const opened = await openHome('customer');
    const { page } = opened;
    try {
      await page.locator(`${HEADER} .unav-myapps[data-status="ready"]`).waitFor({ state: 'attached' });
      expect(await headerState(page)).toBe('loggedin');
      expect(await headerLayout(page)).toBe('headerIn');
    } finally {
      await opened.close();
    }
  });
});

describe('My Apps: CUSTOMER_APPLICATION_MANAGEMENT capability (SPEC §6)', () => {
  it('a user without it gets no launcher and no assignments call; a user with it gets both', async () => {
    await clearFixtureRequests();
    const without = await openHome('no-app-management');
    try {
      // The header is rendered and its later calls are done: the support-chat SDK signed in after
      // the token call, which the header makes only once it is on screen, as it would My Apps'.
      await without.page.waitForSelector('html[data-support-chat="signed-in"]', { state: 'attached' });
      expect(await headerLayout(without.page)).toBe('headerIn');
      expect(await without.page.locator(`${HEADER} .unav-myapps`).count()).toBe(0);
      expect(await callsTo('myapps')).toEqual([]);
    } finally {
      await without.close();
    }

    const withIt = await openHome('customer');
    try {
      await withIt.page.locator(`${HEADER} .unav-myapps`).waitFor({ state: 'attached' });
      // The launcher above may still be its stand-in: the call comes with the widgets' chunk, after idle.
      await poll(async () => (await callsTo('myapps')).length).toBeGreaterThan(0);
    } finally {
      await withIt.close();
    }
  });
});
