/**
 * Header navigation in a real browser, on the local marketplace: the Manage and user menu links of
 * a few personas (the whole table is a unit test), every dropdown by mouse and by keyboard (WAI-ARIA menu button), the company,
 * language and currency switches, the footer, the mobile menu at 375px and a partner theme.
 * Live notifications, accessibility and unmount live in navigationLive.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { marketOrigin, marketUrl, openPage, type OpenedPage, type OpenPageOptions, poll, HEADER, FOOTER, headerWidgetsReady } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';
import { fileBrowser } from './fileBrowser.ts';
import { readableForeground } from '../engine/core/theme/readableForeground.ts';
import { headerOf, PERSONA_LINKS, type Link } from '../test/tables/personaTable.ts';

const e2e = fileBrowser();


async function mounted(url: string, options?: OpenPageOptions): Promise<OpenedPage> {
  // The mount marker is what counts, not the page's 42 app images.
  const opened = await e2e.pages.open(url, { waitUntil: 'domcontentloaded', ...options });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

/** Opens a page, runs the body, and always gives the page back. */
async function withPage(url: string, body: (opened: OpenedPage) => Promise<void>, options?: OpenPageOptions): Promise<void> {
  const opened = await mounted(url, options);
  try {
    await body(opened);
    expect(opened.pageErrors).toEqual([]);
  } finally {
    await opened.close();
  }
}

const abs = (links: readonly Link[]) => links.map(([label, path]) => [label, `${marketOrigin()}${path}`]);

/** The menu items a user sees once the dropdown is open: accessible text and href. */
async function visibleMenuLinks(menu: Locator): Promise<string[][]> {
  return menu.locator('[role="menuitem"]:visible').evaluateAll((items) =>
    items.map((item) => [(item.textContent ?? '').trim(), item.getAttribute('href') ?? '']),
  );
}

function dropdown(page: Page, id: string) {
  const root = page.locator(`${HEADER} [data-dropdown="${id}"]`);
  return {
    root,
    trigger: root.locator('button[aria-haspopup="menu"]').first(),
    menu: root.locator('[role="menu"]').first(),
  };
}

/**
 * The menus as the page shows them, against rows of the persona table (test/personaTable.test.ts
 * holds the product to every row): a plain customer, the most links with the longest label, and
 * a user menu with My Reports.
 */
const MENU_PERSONAS = ['customer', 'developer-program-manager', 'reports-channel-admin'];

describe('Manage and user menu links per persona (SPEC §2, §6)', () => {
  it.each(MENU_PERSONAS)('%s', async (persona) => {
    const expected = PERSONA_LINKS[persona];
    if (!expected) throw new Error(`no expectations for ${persona}`);
    await withPage(marketUrl('/', { persona }), async ({ page }) => {
      expect(await page.locator(HEADER).getAttribute('data-layout')).toBe(headerOf(persona).layout);
      expect(await page.locator(`${HEADER} a.unav-logo`).getAttribute('href')).toBe(`${marketOrigin()}${headerOf(persona).logo}`);
      for (const [id, links] of [['manage', expected.manage], ['user', expected.user]] as const) {
        const { trigger, menu } = dropdown(page, id);
        expect(await menu.isVisible()).toBe(false);
        await trigger.click();
        await menu.waitFor({ state: 'visible' });
        expect(await visibleMenuLinks(menu)).toEqual(abs(links));
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }
    });
  });

  it('visitor: no Manage or user menu, Log In and Register instead', async () => {
    await withPage(marketUrl('/', { persona: 'visitor' }), async ({ page }) => {
      const header = page.locator(HEADER);
      expect(await header.getAttribute('data-layout')).toBe('headerOut');
      expect(await header.locator('[data-dropdown="manage"], [data-dropdown="user"]').count()).toBe(0);
      const links = await header.locator('a:visible').evaluateAll((items) =>
        items.map((item) => [(item.textContent ?? '').trim(), item.getAttribute('href') ?? '']),
      );
      expect(links).toEqual(expect.arrayContaining([['Log In', `${marketOrigin()}/login`], ['Register', `${marketOrigin()}/signup`]]));
      // Signed out, the logo always leads home (SPEC §2).
      expect(await header.locator('a.unav-logo').getAttribute('href')).toBe(`${marketOrigin()}/home`);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Dropdowns: mouse and keyboard (SPEC §4, WAI-ARIA menu button).
// multi-company-user has every dropdown: company (5 memberships), Manage, user menu and My Apps.
// ---------------------------------------------------------------------------------------------

const MENU_BUTTONS = ['company', 'manage', 'user', 'myapps'] as const;

async function stateOf(page: Page, id: string): Promise<{ trigger: string | null; menu: string | null; expanded: string | null; visible: boolean }> {
  const { trigger, menu } = dropdown(page, id);
  return {
    trigger: await trigger.getAttribute('data-state'),
    menu: await menu.getAttribute('data-state'),
    expanded: await trigger.getAttribute('aria-expanded'),
    visible: await menu.isVisible(),
  };
}

const OPEN = { trigger: 'open', menu: 'open', expanded: 'true', visible: true };
const CLOSED = { trigger: 'closed', menu: 'closed', expanded: 'false', visible: false };

async function expectOnlyOpen(page: Page, open: string | null): Promise<void> {
  for (const id of MENU_BUTTONS) {
    await poll(() => stateOf(page, id), `${id} should be ${id === open ? 'open' : 'closed'}`)
      .toEqual(id === open ? OPEN : CLOSED);
  }
}

/** What holds focus: its text and role, to say "the trigger" or "the first item" as a user would. */
function focused(page: Page): Promise<{ text: string; role: string | null; inside: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      text: (element?.textContent ?? '').trim(),
      role: element?.getAttribute('role') ?? null,
      inside: element?.closest('[data-dropdown]')?.getAttribute('data-dropdown') ?? null,
    };
  });
}

/** The items of a closed menu: in the page once the widget has taken its stand-in's place. */
async function itemTexts(page: Page, id: string): Promise<string[]> {
  await headerWidgetsReady(page);
  return dropdown(page, id).menu.locator('[role^="menuitem"]').evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
}

describe('dropdowns by mouse (SPEC §4)', () => {
  it('company, Manage, user menu, My Apps: click toggles and closes the others; body click and Escape close', async () => {
    await withPage(marketUrl('/', { persona: 'multi-company-user' }), async ({ page }) => {
      await expectOnlyOpen(page, null);
      for (const [index, id] of MENU_BUTTONS.entries()) {
        const { trigger } = dropdown(page, id);
        await trigger.click();
        await expectOnlyOpen(page, id);

        // Another trigger takes over; this one closes.
        const other = MENU_BUTTONS[(index + 1) % MENU_BUTTONS.length] ?? 'manage';
        await dropdown(page, other).trigger.click();
        await expectOnlyOpen(page, other);

        // Back to this one, then a second click closes it (toggle).
        await trigger.click();
        await expectOnlyOpen(page, id);
        await trigger.click();
        await expectOnlyOpen(page, null);

        // A click on the page body closes it.
        await trigger.click();
        await expectOnlyOpen(page, id);
        await page.locator('#fx-hero-title').click();
        await expectOnlyOpen(page, null);

        // Escape closes it and leaves focus on its trigger.
        await trigger.click();
        await expectOnlyOpen(page, id);
        await page.keyboard.press('Escape');
        await expectOnlyOpen(page, null);
        expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      }

      // My Apps also opens on hover, and closes when the pointer leaves.
      const myApps = dropdown(page, 'myapps');
      await page.locator('#fx-hero-title').hover(); // the pointer must enter, so it starts outside
      await myApps.trigger.hover();
      await expectOnlyOpen(page, 'myapps');
      expect(await myApps.menu.locator('[role="menuitem"]:visible').count()).toBe(10); // 9 apps + See all
      await page.locator('#fx-hero-title').hover();
      await expectOnlyOpen(page, null);
      // Hovering it while another dropdown is open swaps them.
      await dropdown(page, 'manage').trigger.click();
      await expectOnlyOpen(page, 'manage');
      await myApps.trigger.hover();
      await expectOnlyOpen(page, 'myapps');

      // The footer's language select is outside every dropdown: moving to it closes the open one.
      await page.locator(`${FOOTER} select`).focus();
      await expectOnlyOpen(page, null);
    });
  });
});

describe('dropdowns by keyboard (WAI-ARIA menu button)', () => {
  it('company, Manage, user menu, My Apps: Enter, Space and arrows open into the menu; arrows move; Escape returns; Tab closes', async () => {
    await withPage(marketUrl('/', { persona: 'multi-company-user' }), async ({ page }) => {
      for (const id of MENU_BUTTONS) {
        const { trigger } = dropdown(page, id);
        const items = await itemTexts(page, id);
        expect(items.length).toBeGreaterThan(2);
        const first = items[0];
        const second = items[1];
        const last = items.at(-1);

        // Enter: opens, focus on the first item.
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expectOnlyOpen(page, id);
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });

        // Arrows move and wrap.
        await page.keyboard.press('ArrowDown');
        await poll(() => focused(page)).toMatchObject({ text: second, inside: id });
        await page.keyboard.press('ArrowUp');
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });
        await page.keyboard.press('ArrowUp');
        await poll(() => focused(page)).toMatchObject({ text: last, inside: id });
        await page.keyboard.press('ArrowDown');
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });
        await page.keyboard.press('End');
        await poll(() => focused(page)).toMatchObject({ text: last, inside: id });
        await page.keyboard.press('Home');
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });

        // Escape: closed, focus back on the trigger.
        await page.keyboard.press('Escape');
        await expectOnlyOpen(page, null);
        expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

        // ArrowUp on the trigger opens on the last item, ArrowDown on the first, Space too.
        await page.keyboard.press('ArrowUp');
        await expectOnlyOpen(page, id);
        await poll(() => focused(page)).toMatchObject({ text: last, inside: id });
        await page.keyboard.press('Escape');
        await page.keyboard.press('ArrowDown');
        await expectOnlyOpen(page, id);
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });
        await page.keyboard.press('Escape');
        await page.keyboard.press(' ');
        await expectOnlyOpen(page, id);
        await poll(() => focused(page)).toMatchObject({ text: first, inside: id });

        // Tab moves focus out of the menu and closes every dropdown.
        await page.keyboard.press('Tab');
        await expectOnlyOpen(page, null);
        expect((await focused(page)).role).not.toBe('menuitem');
      }

      // Shift+Tab out of an open menu closes it too.
      await dropdown(page, 'manage').trigger.focus();
      await page.keyboard.press('Enter');
      await expectOnlyOpen(page, 'manage');
      await page.keyboard.press('Shift+Tab');
      await expectOnlyOpen(page, null);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Switches: the calls made (request log) and what the page does next.
// ---------------------------------------------------------------------------------------------

const LUCIA = { userId: '970d1297-315f-4f22-a901-ada2811c9e58', companyId: '3d44b023-1b9c-41bb-a700-c508f7543aec' };
const NORTHWIND_TRADERS = 'bb73cfe7-e1d4-47dc-a7e2-0f1681188f72';

async function xsrfCookie(opened: OpenedPage): Promise<string> {
  const value = (await opened.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!value) throw new Error('the page load set no XSRF-TOKEN cookie');
  return value;
}

/** The header's local-storage key for a user (SPEC §9: market URL letters, user id, widget, key). */
function headerStorageKey(userId: string, key: string): string {
  return `${marketOrigin().replace(/[^A-Za-z0-9]/g, '')}.${userId}.header.${key}`;
}

describe('switches (SPEC §4, §7)', () => {
  it('company: PUT membership current with X-XSRF-TOKEN, then /home in the new company', async () => {
    await withPage(marketUrl('/apps/40128/slack-pro', { persona: 'multi-company-user' }), async (opened) => {
      const { page } = opened;
      const company = dropdown(page, 'company');
      expect(await company.trigger.getAttribute('aria-label')).toBe('Switch company: Adventure Works Cycles International');
      await clearFixtureRequests();
      await company.trigger.click();
      expect(await company.menu.locator('[role="menuitemradio"][aria-checked="true"]').innerText()).toBe('Adventure Works Cycles International');
      await Promise.all([
        page.waitForURL(`${marketOrigin()}/home`),
        company.menu.getByRole('menuitemradio', { name: 'Northwind Traders' }).click(),
      ]);
      const puts = await callsTo('switchCompany');
      expect(puts.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `PUT /api/account/v2/users/${LUCIA.userId}/memberships/${NORTHWIND_TRADERS}/current`,
      ]);
      expect(puts[0]?.headers['x-xsrf-token']).toBe(await xsrfCookie(opened));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      // The server now answers with the new company; the switcher shows it.
      expect(await dropdown(page, 'company').trigger.getAttribute('aria-label')).toBe('Switch company: Northwind Traders');
      expect(await page.evaluate((key) => localStorage.getItem(key), headerStorageKey(LUCIA.userId, 'companyId'))).toBe(NORTHWIND_TRADERS);
    });
  });

  it('language on a storefront page: locale stored, same page under the new locale segment', async () => {
    await withPage(marketUrl('/en-US/home', { persona: 'multi-company-user', query: { ref: 'nav' } }), async ({ page }) => {
      const select = page.locator(`${FOOTER} select[aria-label="Language"]`);
      expect(await select.inputValue()).toBe('en-US');
      await Promise.all([page.waitForURL(/\/fr-CA\/home\?/), select.selectOption('fr-CA')]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/fr-CA/home');
      expect(url.searchParams.get('ref')).toBe('nav');
      expect(await page.evaluate((key) => localStorage.getItem(key), headerStorageKey(LUCIA.userId, 'locale'))).toBe('fr-CA');
    });
  });

  it('language elsewhere: locale stored, the page reloads in place (keyboard choice)', async () => {
    await withPage(marketUrl('/myapps', { persona: 'multi-company-user' }), async ({ page }) => {
      await page.evaluate(() => {
        (window as unknown as { __beforeSwitch: boolean }).__beforeSwitch = true;
      });
      const select = page.locator(`${FOOTER} select[aria-label="Language"]`);
      await select.focus();
      // A closed select takes ArrowDown as "next option": en-US -> fr-CA.
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('ArrowDown')]);
      expect(new URL(page.url()).pathname).toBe('/myapps');
      expect(await page.evaluate(() => (window as unknown as { __beforeSwitch?: boolean }).__beforeSwitch ?? false)).toBe(false);
      expect(await page.evaluate((key) => localStorage.getItem(key), headerStorageKey(LUCIA.userId, 'locale'))).toBe('fr-CA');
    });
  });

  it('currency: PATCH user {currency} with X-XSRF-TOKEN, then a reload showing the new currency', async () => {
    const opened = await openPage(e2e.browser, 'about:blank');
    try {
      const { page } = opened;
      // The default headerIn has no currency select: a partner template places {{currencySelect}}.
      await page.route('**/api/channel/v1/styles/*/templates/*', async (route) => {
        const response = await route.fetch();
        const set = (await response.json()) as { templates?: Record<string, string> };
        set.templates = {
          ...set.templates,
          headerIn: '<header class="unav-header" data-layout="headerIn"><div class="unav-header__inner">'
            + '<div class="unav-header__brand">{{logo}}</div><div class="unav-header__actions">{{currencySelect}} {{userList}}</div>'
            + '</div></header>',
        };
        await route.fulfill({ response, json: set });
      });
      await page.goto(marketUrl('/', { persona: 'multi-company-user' }));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      const select = page.locator(`${HEADER} select[aria-label="Currency"]`);
      expect(await select.inputValue()).toBe('CAD');
      expect(await select.locator('option').allInnerTexts()).toEqual(['USD', 'CAD', 'EUR', 'GBP', 'JPY']);
      await clearFixtureRequests();
      await Promise.all([page.waitForEvent('load'), select.selectOption('EUR')]);
      const patches = await callsTo('changeCurrency');
      expect(patches.map(({ method, path, body }) => [method, path, body])).toEqual([
        ['PATCH', `/api/account/v2/users/${LUCIA.userId}`, { currency: 'EUR' }],
      ]);
      expect(patches[0]?.headers['x-xsrf-token']).toBe(await xsrfCookie(opened));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      expect(await page.locator(`${HEADER} select[aria-label="Currency"]`).inputValue()).toBe('EUR');
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Footer (SPEC §2 Footer)
// ---------------------------------------------------------------------------------------------

describe('footer', () => {
  it('copyright year and company, support mail, help center, privacy, terms, language select', async () => {
    await withPage(marketUrl('/', { persona: 'multi-company-user' }), async ({ page }) => {
      const footer = page.locator(FOOTER);
      const year = await page.evaluate(() => new Date().getFullYear());
      expect((await footer.locator('.unav-footer__copyright').innerText()).trim()).toBe(`© ${year} AppDirect`);
      const links = await footer.locator('a').evaluateAll((items) =>
        items.map((item) => [(item.textContent ?? '').trim(), item.getAttribute('href') ?? '']),
      );
      expect(links).toEqual([
        ['support@appdirect.com', 'mailto:support@appdirect.com'],
        ['Help Center', 'https://help.appdirect.com'],
        ['Privacy Policy', 'https://www.appdirect.com/legal/privacy'],
        ['Terms & Conditions', 'https://www.appdirect.com/legal/terms'],
      ]);
      const select = footer.getByRole('combobox', { name: 'Language' });
      // The closed select names only the chosen locale; the pointer over it names the others.
      expect(await select.locator('option').allInnerTexts()).toEqual(['English (United States)', 'fr-CA', 'es-419', 'de-DE', 'ja-JP']);
      await select.hover();
      expect(await select.locator('option').allInnerTexts()).toEqual([
        'English (United States)', 'Français (Canada)', 'Español (Latinoamérica)', 'Deutsch (Deutschland)', '日本語 (日本)',
      ]);
    });
  });

  it('one locale: no language select (SPEC §5); the partner company name is the one shown', async () => {
    await withPage(marketUrl('/', { persona: 'customer', partner: 'DES' }), async ({ page }) => {
      const footer = page.locator(FOOTER);
      const year = await page.evaluate(() => new Date().getFullYear());
      expect((await footer.locator('.unav-footer__copyright').innerText()).trim()).toBe(`© ${year} Digital Enterprise Services`);
      expect(await footer.locator('a[href^="mailto:"]').getAttribute('href')).toBe('mailto:support@digital-enterprise-services.com');
      expect(await footer.locator('select').count()).toBe(0);
    });
  });

  it("a partner's own footer template gets the same values", async () => {
    await withPage(marketUrl('/', { persona: 'customer', partner: 'NORTHWIND' }), async ({ page }) => {
      const footer = page.locator(FOOTER);
      const year = await page.evaluate(() => new Date().getFullYear());
      expect((await footer.locator('p').first().innerText()).trim()).toBe(`© ${year} Northwind Traders. All rights reserved.`);
      const links = await footer.locator('a').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
      expect(links).toEqual([
        'mailto:support@northwindtraders.com', 'https://www.northwindtraders.com/legal/privacy', 'https://www.northwindtraders.com/legal/terms',
      ]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Mobile menu at 375px (SPEC §2 Mobile menu)
// ---------------------------------------------------------------------------------------------

describe('mobile menu at 375px', () => {
  it('default, browse categories and account panels', async () => {
    await withPage(marketUrl('/', { persona: 'customer' }), async ({ page }) => {
      const origin = marketOrigin();
      const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
      expect(await hamburger.isVisible()).toBe(true);
      // My Apps stays in the bar at every width, as its icon (its name stays for screen readers).
      const myApps = dropdown(page, 'myapps').trigger;
      expect(await myApps.isVisible()).toBe(true);
      expect(await myApps.getAttribute('aria-label') ?? await myApps.textContent()).toMatch(/My Apps/);
      const panel = page.getByRole('navigation', { name: 'Mobile menu' });
      expect(await panel.isVisible()).toBe(false);

      await hamburger.click();
      await panel.waitFor({ state: 'visible' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
      await poll(() => panel.getAttribute('aria-busy')).toBe('false');
      const entries = () => panel.locator('[data-panel-content] :is(a, button)').evaluateAll((items) =>
        items.map((item) => [(item.textContent ?? '').trim(), item.getAttribute('href')]),
      );
      // Default: the user name, Browse apps, product lines shown on navigation, All applications, footer links.
      expect(await entries()).toEqual([
        ['Maya Thompson', null],
        ['Browse apps', null],
        ['Productivity Suites', `${origin}/en-US/listing?pl=101`],
        ['Collaboration', `${origin}/en-US/listing?pl=102`],
        ['Sales & CRM', `${origin}/en-US/listing?pl=103`],
        ['Finance & Operations', `${origin}/en-US/listing?pl=104`],
        ['Security & Backup', `${origin}/en-US/listing?pl=106`],
        ['All applications', `${origin}/home`],
        ['Help Center', 'https://help.appdirect.com'],
        ['Privacy Policy', 'https://www.appdirect.com/legal/privacy'],
        ['Terms & Conditions', 'https://www.appdirect.com/legal/terms'],
      ]);
      // Focus moved into the panel.
      expect((await focused(page)).text).toBe('Maya Thompson');

      // Browse categories: Back, View All plus the categories (storefront builder off: /home#!category/{id}).
      await panel.getByRole('button', { name: 'Browse apps' }).click();
      await poll(() => panel.getAttribute('data-panel')).toBe('categories');
      const categories = await entries();
      expect(categories.slice(0, 3)).toEqual([
        ['‹ Back', null],
        ['View All', `${origin}/home`],
        ['Accounting & Finance', `${origin}/home#!category/301`],
      ]);
      expect(categories).toHaveLength(2 + 15);
      expect(categories.at(-1)).toEqual(['Web Presence', `${origin}/home#!category/357`]);
      await panel.getByRole('button', { name: 'Back' }).click();
      await poll(() => panel.getAttribute('data-panel')).toBe('default');
      await poll(async () => (await focused(page)).text).toBe('Browse apps');

      // Account: My Profile, settings, My Company and logout (no reports for this user).
      await panel.getByRole('button', { name: 'Maya Thompson' }).click();
      await poll(() => panel.getAttribute('data-panel')).toBe('account');
      expect(await entries()).toEqual([
        ['‹ Back', null],
        ['My Profile', `${origin}/profile/8aac5875-a549-4f84-a875-54a4800f2cd9`],
        ['My Settings', `${origin}/settings`],
        ['My Company', `${origin}/companies/bb73cfe7-e1d4-47dc-a7e2-0f1681188f72`],
        ['Logout', `${origin}/logout`],
      ]);
      expect((await panel.getByRole('heading').innerText()).trim()).toBe('Maya Thompson');

      // Escape closes and gives focus back to the hamburger.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await hamburger.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    }, { width: 375, height: 800 });
  });
});

// ---------------------------------------------------------------------------------------------
// Partner theme (SPEC §3 header theme keys): computed colours equal the partner's values.
// ---------------------------------------------------------------------------------------------

type ThemeFile = { headerComponents: Record<string, { value: string }> };

function readHeaderTheme(path: string): Record<string, string> {
  const theme = JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8')) as ThemeFile;
  return Object.fromEntries(Object.entries(theme.headerComponents).map(([key, { value }]) => [key, value]));
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/**
 * The text colour a theme pair shows as: the theme's own where it reads on its background by WCAG AA,
 * else the colour derived from it (a light orange on a pale fill is shaded darker).
 */
function readable(background: string | undefined, foreground: string | undefined): string {
  return rgb(readableForeground(background, foreground) ?? '');
}

async function css(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

describe('partner theme', () => {
  it.each([
    ['NORTHWIND', 'partners/northwind/headerTheme.json'],
    ['GLOBEX', 'partners/globex/headerTheme.json'],
  ])('%s: header dropdown colours follow its header theme', async (partner, file) => {
    const theme = readHeaderTheme(file);
    await withPage(marketUrl('/', { persona: 'customer', partner }), async ({ page }) => {
      const { root, trigger, menu } = dropdown(page, 'user');
      // Read from the widget itself: the stand-in's trigger is drawn alike but is replaced.
      await headerWidgetsReady(page);
      expect(await css(trigger, 'color')).toBe(readable(theme.headerNavBg, theme.headerNavFontColor));
      expect(await css(root, 'margin-right')).toBe(`${theme.headerNavDropdownMarginRight}px`);
      await trigger.hover();
      await poll(() => css(trigger, 'background-color')).toBe(rgb(theme.headerNavItemBgHover ?? ''));
      await trigger.click();
      await menu.waitFor({ state: 'visible' });
      await page.mouse.move(0, 0);
      await poll(() => css(trigger, 'color')).toBe(readable(theme.headerNavItemBgSelected, theme.headerNavFontSelectedColor));
      expect(await css(trigger, 'background-color')).toBe(rgb(theme.headerNavItemBgSelected ?? ''));
      expect(await css(menu, 'background-color')).toBe(rgb(theme.headerNavDropdownBg ?? ''));
      expect(await css(menu, 'border-top-color')).toBe(rgb(theme.headerNavDropdownBorderColor ?? ''));
      const item = menu.getByRole('menuitem').last();
      expect(await css(item, 'color')).toBe(readable(theme.headerNavDropdownBg, theme.headerNavDropdownFontColor));
      // The first item holds focus after opening: the hover/focus colours apply to it.
      const firstItem = menu.getByRole('menuitem').first();
      expect(await css(firstItem, 'background-color')).toBe(rgb(theme.headerNavDropdownBgHover ?? ''));
      expect(await css(firstItem, 'color')).toBe(readable(theme.headerNavDropdownBgHover, theme.headerNavDropdownFontColorHover));
    });
  });

  it('APPDIRECT default templates: header bar background and border from the published header theme', async () => {
    const theme = readHeaderTheme('responses/headerTheme/default.json');
    await withPage(marketUrl('/', { persona: 'customer' }), async ({ page }) => {
      const bar = page.locator(`${HEADER} header.unav-header`);
      expect(await css(bar, 'background-color')).toBe(rgb(theme.headerNavBg ?? ''));
      expect(await css(bar, 'border-bottom-color')).toBe(rgb(theme.headerNavBorderColor ?? ''));
      expect(await css(dropdown(page, 'manage').trigger, 'color')).toBe(rgb(theme.headerNavFontColor ?? ''));
      // The theme's logo width, never wider than the bar leaves it on a phone.
      expect(await css(page.locator(`${HEADER} .unav-logo__image`), 'max-width')).toBe(`min(100%, ${theme.logoWidth}px)`);
    });
  });
});
