/**
 * The mobile menu (SPEC §2) as the modal dialog of the WAI-ARIA APG, in Chromium: for a signed-in
 * customer on the default templates (APPDIRECT) and on a partner's own (GLOBEX), at 375 and 320px,
 * left-to-right and right-to-left. It opens as a modal dialog with focus inside, Tab and Shift+Tab
 * wrap, Escape closes it with focus back on the hamburger; the page does not scroll under it (wheel
 * or script) and is where it was after; the sheet covers the screen's width and nothing of the
 * header (the cart badge) is over it; one categories list, behind Browse apps; axe finds nothing with
 * it open. Wider than a phone it is a drawer over a dimmed page that a press closes.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADER, marketOrigin, marketUrl, runAxe, searchReady } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';

const e2e = fileBrowser();

/** Our roots (the banners render in the header's): the demo page around them is not ours to judge. */
const OUR_ROOTS = ['#unav-header', '#unav-footer', '#adsearch'];

const navigator = JSON.parse(readFileSync(new URL('../fixtures/responses/navigator.json', import.meta.url), 'utf8')) as { categories: { id: number; name: string }[] };
const productLines = JSON.parse(readFileSync(new URL('../fixtures/responses/productlines.json', import.meta.url), 'utf8')) as { id: number; name: string; showOnNavigation: boolean }[];
const CATEGORY_LINK = /#!category\/|[?&]cat=/;

interface Case {
  partner: 'APPDIRECT' | 'GLOBEX';
  width: number;
  dir: 'ltr' | 'rtl';
}

const CASES: Case[] = (['APPDIRECT', 'GLOBEX'] as const).flatMap((partner) =>
  [375, 320].flatMap((width) => (['ltr', 'rtl'] as const).map((dir) => ({ partner, width, dir }))));

const HEIGHT = 740;

async function open(test: Case, width = test.width) {
  const opened = await e2e.pages.open(
    marketUrl('/', { persona: 'customer', partner: test.partner, query: test.dir === 'rtl' ? { dir: 'rtl' } : {} }),
    { width, height: HEIGHT },
  );
  const { page } = opened;
  await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
  await searchReady(page);
  return opened;
}

const hamburgerOf = (page: Page) => page.locator(`${HEADER} .unav-mobile-menu__hamburger`);
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const panelOf = (page: Page) => page.getByRole('navigation', { name: 'Mobile menu' });

/** Two frames: a scroll's event, and whatever answers it, have run. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Describes the focused element: inside the dialog or not, the hamburger or not, and its text. */
function focusOf(page: Page) {
  return page.evaluate((header) => {
    const active = document.activeElement;
    const dialog = document.querySelector(`${header} dialog.unav-mobile-menu__dialog`);
    return {
      inDialog: Boolean(dialog && active && dialog.contains(active)),
      hamburger: active === document.querySelector(`${header} .unav-mobile-menu__hamburger`),
      label: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
    };
  }, HEADER);
}

/** The dialog's controls in Tab order (document order: none has a positive tabindex). */
function controlsOf(dialog: Locator): Promise<string[]> {
  return dialog.locator('a[href], button:not([disabled])').evaluateAll((items) => items.map((item) => (item.getAttribute('aria-label') ?? item.textContent ?? '').trim()));
}

/** Every badge of the header that shows, by its box's centre (measured with the menu closed). */
function badgeCentres(page: Page): Promise<{ name: string; x: number; y: number }[]> {
  return page.evaluate((header) => [...document.querySelectorAll(`${header} :is(.unav-cart-badge, .unav-notifications__badge)`)].flatMap((badge) => {
    const box = badge.getBoundingClientRect();
    if (box.width === 0 || !badge.checkVisibility()) return [];
    return [{ name: `${badge.className} "${badge.textContent ?? ''}"`, x: box.left + box.width / 2, y: box.top + box.height / 2 }];
  }), HEADER);
}

/** What is on top at each point: the dialog (or its backdrop, which hit-tests as the dialog) or not. */
function topmostInDialog(page: Page, points: { x: number; y: number }[]): Promise<boolean[]> {
  return page.evaluate(({ header, at }) => {
    const dialog = document.querySelector(`${header} dialog.unav-mobile-menu__dialog`);
    return at.map(({ x, y }) => {
      const top = document.elementFromPoint(x, y);
      return Boolean(dialog && top && dialog.contains(top));
    });
  }, { header: HEADER, at: points });
}

function summary(violations: Awaited<ReturnType<typeof runAxe>>): string[] {
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function scrollPage(page: Page): Promise<void> {
  await page.mouse.move(Math.floor((await page.evaluate(() => innerWidth)) / 2), HEIGHT / 2);
  await page.mouse.wheel(0, 900);
  await frames(page);
  await page.evaluate(() => window.scrollBy(0, 700));
  await frames(page);
}

describe('the mobile menu is a modal sheet', () => {
  it.each(CASES.map((test) => [`${test.partner} at ${test.width}px ${test.dir}`, test] as const))('%s', async (_name, test) => {
    const opened = await open(test);
    try {
      const { page } = opened;
      const hamburger = hamburgerOf(page);
      const dialog = dialogOf(page);
      expect(await page.evaluate(() => document.documentElement.dir || 'ltr')).toBe(test.dir);
      // The customer has 7 items in the cart: its badge shows in the bar.
      await page.locator(`${HEADER} .unav-cart-badge`).waitFor({ state: 'visible' });
      const badges = await badgeCentres(page);
      expect(badges.map((badge) => badge.name).join(), 'the cart badge').toMatch(/unav-cart-badge "7"/);
      const rootStyle = await page.evaluate(() => document.documentElement.getAttribute('style'));
      expect(await page.evaluate(() => scrollY)).toBe(0);

      // Opens as a modal dialog, named, with focus inside on its first entry.
      await hamburger.click();
      await dialog.waitFor({ state: 'visible' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect.poll(() => panelOf(page).getAttribute('aria-busy')).toBe('false');
      expect(await focusOf(page)).toMatchObject({ inDialog: true, label: 'Maya Thompson' });

      // The sheet covers the screen: its whole width and height; the cart badge is under it.
      const box = await dialog.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, innerWidth, innerHeight };
      });
      expect(box.left).toBeCloseTo(0, 0);
      expect(box.right).toBeCloseTo(box.innerWidth, 0);
      expect(box.top).toBeCloseTo(0, 0);
      expect(box.bottom).toBeCloseTo(box.innerHeight, 0);
      expect(await topmostInDialog(page, badges), 'the header\'s badges are under the sheet').toEqual(badges.map(() => true));

      // Mirrored right-to-left: the close button at the inline end of the title bar.
      const [title, close] = await Promise.all([dialog.getByRole('heading', { name: 'Menu' }).boundingBox(), dialog.getByRole('button', { name: 'Close menu' }).boundingBox()]);
      expect(title && close).toBeTruthy();
      if (title && close) expect(test.dir === 'ltr' ? close.x > title.x : close.x < title.x, 'close button at the inline end').toBe(true);
      expect(await panelOf(page).evaluate((element) => getComputedStyle(element).direction)).toBe(test.dir);

      // One categories list: none on the default panel, whose list is the product lines shown on
      // navigation; the navigator's categories behind Browse apps, each once, in one list.
      const defaultLinks = await panelOf(page).locator('[data-panel-content] a').evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')] as const));
      expect(defaultLinks.filter(([, href]) => CATEGORY_LINK.test(href ?? ''))).toEqual([]);
      expect(defaultLinks.filter(([, href]) => /[?&]pl=/.test(href ?? '')).map(([name]) => name))
        .toEqual(productLines.filter((line) => line.showOnNavigation).map((line) => line.name));
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'axe, default panel open').toEqual([]);

      // Tab and Shift+Tab wrap: every Tab stays inside; past the last control comes the first.
      const controls = await controlsOf(dialog);
      expect(controls[0]).toBe('Close menu');
      for (let step = 0; step < controls.length; step += 1) {
        await page.keyboard.press('Tab');
        expect((await focusOf(page)).inDialog, `Tab ${step + 1}`).toBe(true);
      }
      await dialog.locator('a[href], button:not([disabled])').last().focus();
      await page.keyboard.press('Tab');
      expect(await focusOf(page)).toMatchObject({ inDialog: true, label: 'Close menu' });
      await page.keyboard.press('Shift+Tab');
      expect(await focusOf(page)).toMatchObject({ inDialog: true, label: controls.at(-1) });

      // The page does not scroll under it, by the wheel or by a script.
      await scrollPage(page);
      expect(await page.evaluate(() => scrollY), 'scrolled while open').toBe(0);

      await panelOf(page).getByRole('button', { name: 'Browse apps' }).click();
      await expect.poll(() => panelOf(page).getAttribute('data-panel')).toBe('categories');
      const lists = await panelOf(page).locator('[data-panel-content] ul').evaluateAll((items, pattern) => items
        .map((list) => [...list.querySelectorAll('a')].filter((link) => new RegExp(pattern).test(link.getAttribute('href') ?? '')).map((link) => link.textContent?.trim()))
        .filter((names) => names.length > 0), CATEGORY_LINK.source);
      expect(lists).toEqual([navigator.categories.map((category) => category.name)]);
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'axe, categories panel open').toEqual([]);

      // Escape closes it; focus is back on the hamburger; the page is as it was, and scrolls again.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(await focusOf(page)).toMatchObject({ hamburger: true });
      expect(await page.evaluate(() => scrollY)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBe(rootStyle);
      await page.evaluate(() => window.scrollBy(0, 300));
      await frames(page);
      expect(await page.evaluate(() => scrollY), 'scrolls again after').toBe(300);

      // Opened further down the page (by the keyboard: no click scrolls the hamburger into view),
      // the page stays where it was and is there after.
      await page.evaluate(() => window.scrollTo(0, 500));
      await hamburger.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'visible' });
      await scrollPage(page);
      expect(await page.evaluate(() => scrollY), 'scrolled while open, lower down').toBe(500);
      await dialog.getByRole('button', { name: 'Close menu' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => scrollY)).toBe(500);
      expect(await focusOf(page)).toMatchObject({ hamburger: true });
      expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBe(rootStyle);

      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('wider than a phone (768px) it is a drawer over a dimmed page; a press on the page closes it', async () => {
    const opened = await open({ partner: 'APPDIRECT', width: 768, dir: 'ltr' });
    try {
      const { page } = opened;
      const dialog = dialogOf(page);
      await hamburgerOf(page).click();
      await dialog.waitFor({ state: 'visible' });
      const drawer = await dialog.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, right: rect.right, backdrop: getComputedStyle(element, '::backdrop').backgroundColor };
      });
      expect(drawer.left).toBeCloseTo(0, 0);
      expect(drawer.right).toBeCloseTo(400, 0);
      expect(drawer.backdrop).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
      // The page beside the drawer is the backdrop's: it hit-tests as the dialog, not the page.
      expect(await topmostInDialog(page, [{ x: 600, y: 400 }, { x: 700, y: 20 }])).toEqual([true, true]);
      await page.mouse.click(600, 400);
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusOf(page)).toMatchObject({ hamburger: true });
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a followed link closes it and leaves the page scrollable (a hash route does not reload)', async () => {
    const opened = await open({ partner: 'APPDIRECT', width: 375, dir: 'ltr' });
    try {
      const { page } = opened;
      // On /home itself (the persona and partner are remembered), a category link only changes the hash.
      await page.goto(`${marketOrigin()}/home`);
      await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const dialog = dialogOf(page);
      await hamburgerOf(page).click();
      await dialog.waitFor({ state: 'visible' });
      await panelOf(page).getByRole('button', { name: 'Browse apps' }).click();
      const first = navigator.categories[0];
      await panelOf(page).getByRole('link', { name: first?.name }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(`${marketOrigin()}/home#!category/${first?.id}`);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      await page.evaluate(() => window.scrollBy(0, 300));
      await frames(page);
      expect(await page.evaluate(() => scrollY)).toBe(300);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
