/**
 * SPEC §4: a language change stores the locale, then reloads the page. On the local marketplace,
 * whose page names its own locale (en-US) in the config on every load, a visitor picks another
 * language in the header's language select: the page reloads into it, and stays in it on the next
 * page, while the host page itself is still in en-US.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, FOOTER, HEADER, marketOrigin, marketUrl, openPage, poll } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await fetch(`${marketOrigin()}/__fixtures/persona`, { method: 'DELETE' });
});

/** The marketplace offers five languages (SPEC §5: the switcher shows with more than one locale tag). */
async function offerLanguages(): Promise<void> {
  const override = { bootstrap: { CHANNEL_SETTINGS: { localeTags: ['en-US', 'fr-CA', 'es-419', 'de-DE', 'ja-JP'] } } };
  const posted = await fetch(`${marketOrigin()}/__fixtures/persona`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(override),
  });
  expect(posted.ok).toBe(true);
}

/** What the visitor sees of the header's language: its texts, the select's choice, the language it says it is in. */
async function headerLanguage(page: Page) {
  const header = page.locator(HEADER);
  return {
    login: (await header.locator('a.unav-button--ghost').first().textContent())?.trim(),
    chosen: await header.locator('select[aria-label="Language"]').inputValue(),
    lang: await header.getAttribute('lang'),
    footerLang: await page.locator(FOOTER).getAttribute('lang'),
  };
}

describe('the language select (SPEC §4)', () => {
  it('SPEC §4: the language chosen is stored and the page reloads into it, and the next page is in it too', async () => {
    await offerLanguages();
    const opened = await openPage(browser, marketUrl('/home', { persona: 'visitor', locale: 'en-US', faults: '' }));
    const { page } = opened;
    try {
      const english = { login: 'Log In', chosen: 'en-US', lang: 'en-US', footerLang: 'en-US' };
      await poll(() => headerLanguage(page)).toEqual(english);
      await clearFixtureRequests();

      await Promise.all([page.waitForEvent('load'), page.locator(`${HEADER} select[aria-label="Language"]`).selectOption('fr-CA')]);
      // Not a storefront page: the same page again, its host config still naming en-US.
      expect(new URL(page.url()).pathname).toBe('/home');
      const french = { login: 'Connexion', chosen: 'fr-CA', lang: 'fr-CA', footerLang: 'fr-CA' };
      await poll(() => headerLanguage(page)).toEqual(french);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      const asked = (await callsTo('translations')).map((call) => call.path);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((path) => path.endsWith('/fr-CA'))).toBe(true);

      // A second navigation, to another page of the marketplace.
      await page.goto(`${marketOrigin()}/listing`);
      await page.waitForSelector('html[data-unav-state="mounted"]');
      await poll(() => headerLanguage(page)).toEqual(french);
      expect(opened.pageErrors).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
