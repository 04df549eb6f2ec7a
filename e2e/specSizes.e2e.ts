/**
 * SPEC §9 sizes of the search widget that only a browser can judge (they are CSS): the filter
 * (scope) menu's width, the result icons and the default icon. Measured on the demo marketplace's
 * search box (#adsearch), several facts per page load: the channel admin has scopes all and
 * marketplace, so the menu shows, and scope all answers with every kind of row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { marketUrl, searchReady, type OpenedPage } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';

const e2e = fileBrowser();

/** A partner's translations in its template set: t() reads them over the platform's (mergeTexts). */
async function translateInTemplateSet(page: Page, texts: Record<string, string>): Promise<void> {
  await page.route('**/api/channel/v1/styles/*/templates/*', async (route) => {
    const response = await route.fetch();
    const set = (await response.json()) as { translations?: Record<string, string> };
    set.translations = { ...set.translations, ...texts };
    await route.fulfill({ response, json: set });
  });
}

async function openSearch(beforeLoad?: (page: Page) => Promise<void>): Promise<OpenedPage & { root: Locator }> {
  const opened = await e2e.pages.open(marketUrl('/', { persona: 'channel-admin' }), { width: 1280, waitUntil: 'domcontentloaded', beforeLoad });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  await searchReady(opened.page);
  const root = opened.page.locator('#adsearch .unav-search');
  // The scope menu follows the bootstrap's My Apps (scope all): wait for it rather than time it.
  await root.locator('.unav-search__scope-button').waitFor();
  return { ...opened, root };
}

/** Opens the scope menu and returns its rendered width and the rendered widths of its items. */
async function menuWidths(root: Locator): Promise<{ menu: number; items: number[]; labels: string[] }> {
  await root.locator('.unav-search__scope-button').click();
  const menu = root.locator('[role="menu"]');
  await menu.waitFor();
  const widths = await menu.evaluate((element) => ({
    menu: element.getBoundingClientRect().width,
    items: [...element.querySelectorAll('[role="menuitemradio"]')].map((item) => item.getBoundingClientRect().width),
    labels: [...element.querySelectorAll('[role="menuitemradio"]')].map((item) => item.textContent ?? ''),
  }));
  await root.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return widths;
}

interface IconBox {
  row: string;
  icon: string;
  width: number;
  height: number;
  cssWidth: string;
  cssHeight: string;
}

/** Every result row's icon as laid out: which icon it is, its box and its computed size. */
function iconBoxes(root: Locator): Promise<IconBox[]> {
  return root.evaluate((element) =>
    [...element.querySelectorAll('[role="option"] .unav-search__icon')].map((icon) => {
      const rect = icon.getBoundingClientRect();
      const style = getComputedStyle(icon);
      return {
        row: icon.closest('[role="option"]')?.textContent?.trim() ?? '',
        icon: icon.tagName.toLowerCase() === 'img' ? 'image' : (icon.getAttribute('data-icon') ?? ''),
        width: rect.width,
        height: rect.height,
        cssWidth: style.width,
        cssHeight: style.height,
      };
    }),
  );
}

describe('search widget sizes of SPEC §9, with the labels and answers of the demo marketplace', () => {
  let opened: (OpenedPage & { root: Locator }) | undefined;
  const page = () => opened!;

  beforeAll(async () => {
    // One contact's avatar is broken: its row shows the default icon instead (SPEC §2).
    opened = await openSearch(async (target) => {
      await target.route('**/market-assets/avatars/olivia-martin.svg', (route) => route.fulfill({ status: 404, body: '' }));
    });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('SPEC §9: the filter menu is 120 px wide with short labels', async () => {
    const { menu, items, labels } = await menuWidths(page().root);
    expect(labels).toEqual(['All', 'Marketplace']);
    expect(menu).toBe(120);
    for (const item of items) expect(item).toBeLessThanOrEqual(120);
  });

  describe('with scope all answering "in": contacts, invoices, orders, services and content types', () => {
    let icons: IconBox[] = [];
    beforeAll(async () => {
      const { root } = page();
      await root.locator('input[role="combobox"]').click();
      await root.locator('input[role="combobox"]').pressSequentially('in');
      await root.locator('[role="status"]').filter({ hasText: /result/ }).waitFor();
      // The broken avatar has failed and been replaced before the icons are measured.
      await root.locator('[role="option"]', { hasText: 'Olivia Martin' }).locator('[data-icon="default"]').waitFor();
      icons = await iconBoxes(root);
    });

    it('SPEC §9: result icons are 18 px', () => {
      const sized = icons.filter((icon) => icon.icon !== 'default');
      // Result images and the inline icons of the content types, both.
      expect(sized.some((icon) => icon.icon === 'image')).toBe(true);
      expect(new Set(sized.map((icon) => icon.icon))).toEqual(new Set(['image', 'invoice', 'order', 'page', 'payment', 'subscription', 'contact']));
      for (const icon of sized) {
        expect([icon.row, icon.width, icon.height, icon.cssWidth, icon.cssHeight]).toEqual([icon.row, 18, 18, '18px', '18px']);
      }
    });

    it('SPEC §9: the default icon is 32 px wide (a service without an icon, a broken result image)', () => {
      const defaults = icons.filter((icon) => icon.icon === 'default');
      expect(defaults.map((icon) => icon.row)).toContain('Olivia Martin');
      // Services without a product uuid have no icon URL (SPEC §3): the default icon stands in.
      expect(defaults.length).toBeGreaterThan(1);
      for (const icon of defaults) {
        expect([icon.row, icon.width, icon.cssWidth]).toEqual([icon.row, 32, '32px']);
      }
    });

    it('no uncaught error while measuring', () => {
      expect(page().pageErrors).toEqual([]);
    });
  });
});

describe('the filter menu with a partner\'s very long scope labels', () => {
  it('SPEC §9: the filter menu is capped at 192 px with very long labels', async () => {
    // The current scope (all) keeps a short label; the other one is far longer than 192 px.
    const long = 'Marketplace listings, services, providers and advisors of every vendor';
    const opened = await openSearch((page) => translateInTemplateSet(page, { 'unav.search.scope.marketplace': long }));
    try {
      const { menu, items, labels } = await menuWidths(opened.root);
      expect(labels).toEqual(['All', long]);
      expect(menu).toBe(192);
      for (const item of items) expect(item).toBeLessThanOrEqual(192);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('SPEC §9: the filter menu is capped at 192 px when the current scope\'s label is the long one', async () => {
    const long = 'Everything: your documents, contacts, services and marketplace listings';
    const opened = await openSearch((page) => translateInTemplateSet(page, { 'unav.search.scope.all': long }));
    try {
      const { menu, labels } = await menuWidths(opened.root);
      expect(labels).toEqual([long, 'Marketplace']);
      expect(menu).toBe(192);
      // The trigger shows the current label, cut at the same 192 px.
      const trigger = await opened.root.locator('.unav-search__scope-button').evaluate((button) => button.getBoundingClientRect().width);
      expect(trigger).toBe(192);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
