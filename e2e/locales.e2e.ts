/**
 * A locale the marketplace has no texts for: the header is whole, in the built-in texts, and the
 * page's console has no error (SPEC §7: translation failure falls back to built-in texts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, HEADER, marketUrl, openPage, poll } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function loginTextIn(locale: string) {
  const opened = await openPage(browser, marketUrl('/', { persona: 'visitor', locale, faults: '' }));
  try {
    const login = opened.page.locator(`${HEADER} a.unav-button--ghost`).first();
    await poll(() => login.count()).toBe(1);
    return { text: (await login.textContent())?.trim(), consoleErrors: opened.consoleErrors, pageErrors: opened.pageErrors };
  } finally {
    await opened.close();
  }
}

describe('a locale without texts of its own', () => {
  it('renders the header in the built-in texts with no console error; a locale with texts (control) shows its own', async () => {
    expect(await loginTextIn('ar')).toEqual({ text: 'Log In', consoleErrors: [], pageErrors: [] });
    expect(await loginTextIn('fr-CA')).toEqual({ text: 'Connexion', consoleErrors: [], pageErrors: [] });
  });
});
