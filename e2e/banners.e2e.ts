/**
 * The banners in a real browser (SPEC §2 "Banners and toolbars", §4 "Banners and navigation", §7,
 * §9): theme and product preview toolbars entered through cookies and query values, minimize and
 * restore, cancel routes, the heartbeat written on page hide, the maintenance banner on its paths,
 * ending an impersonation, the mobile-site return banner, and axe with each banner shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PREVIEW_COOKIES } from '../engine/core/display/previewCookies.ts';
import { MAINTENANCE_PATH_PREFIXES } from '../widgets/banners/maintenance/isMaintenancePath.ts';
import { IMPERSONATION_ORIGINAL_PAGE_KEY } from '../widgets/banners/impersonation/originalPage.ts';
import { marketOrigin, marketUrl, openPage, runAxe, type OpenedPage, HEADER } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';
import { fileBrowser } from './fileBrowser.ts';

const e2e = fileBrowser();

const toolbar = (page: Page) => page.locator(`${HEADER} .unav-preview-toolbar`);
const axeHeader = (page: Page) => runAxe(page, { include: [HEADER] });

// The tests wait for the runtime to mount, not for the demo page's app icons: 'domcontentloaded'.
const READY = { waitUntil: 'domcontentloaded' } as const;

async function mounted(opened: OpenedPage): Promise<OpenedPage> {
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

/** A page with these cookies set before its first request. */
async function openWithCookies(url: string, cookies: Record<string, string>): Promise<OpenedPage> {
  return mounted(await e2e.pages.open(url, { ...READY, beforeLoad: (page) => setCookies(page.context(), cookies) }));
}

function setCookies(context: BrowserContext, cookies: Record<string, string>): Promise<void> {
  // The runtime writes cookie values URI-encoded and reads them decoded.
  return context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: marketOrigin() })));
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies(marketOrigin())).find((entry) => entry.name === name);
  return found ? decodeURIComponent(found.value) : undefined;
}

const builderCookieNames = [
  PREVIEW_COOKIES.builderThemeId, PREVIEW_COOKIES.heartbeat, PREVIEW_COOKIES.builderVersion, PREVIEW_COOKIES.productPreview,
  PREVIEW_COOKIES.toolbarMode,
];

async function builderCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(marketOrigin())).map((entry) => entry.name).filter((name) => (builderCookieNames as string[]).includes(name));
}

/** Navigation started by a click, and the URL the page ends on. */
async function clickAndLand(page: Page, name: string, path: string): Promise<URL> {
  await Promise.all([page.waitForURL((url) => url.pathname === path, READY), page.getByRole('button', { name, exact: true }).click()]);
  return new URL(page.url());
}

const bodyPaddingTop = (page: Page) => page.evaluate(() => getComputedStyle(document.body).paddingTop);

const PUBLISHED = Date.UTC(2026, 2, 14, 12);
const THEME_VERSION = JSON.stringify({ name: 'Spring Refresh', publishedDate: PUBLISHED, isLive: 'true' });

describe('theme preview toolbar', () => {
  it('builderThemeId cookie with the heartbeat: name, live indicator, published date, 63px padding, preview templates', async () => {
    const opened = await openPage(e2e.browser, 'about:blank');
    try {
      await setCookies(opened.context, {
        [PREVIEW_COOKIES.builderThemeId]: 'theme-7',
        [PREVIEW_COOKIES.heartbeat]: 'true',
        [PREVIEW_COOKIES.builderVersion]: THEME_VERSION,
      });
      await clearFixtureRequests();
      await opened.page.goto(marketUrl('/home', { persona: 'channel-admin' }), READY);
      await mounted(opened);
      const { page } = opened;
      const bar = toolbar(page);
      await bar.waitFor();
      expect(await bar.getAttribute('data-kind')).toBe('theme');
      expect(await bar.getAttribute('data-mode')).toBe('fullscreen');
      expect(await page.getByRole('region', { name: 'Theme preview' }).count()).toBe(1);
      expect(await bar.locator('.unav-preview-name').innerText()).toBe('Spring Refresh');
      expect(await bar.locator('.unav-preview-live').textContent()).toBe('Live');
      expect(await bar.locator('.unav-preview-meta').innerText()).toBe('Published Mar 14, 2026');
      expect(await bodyPaddingTop(page)).toBe('63px');
      // The display mode is preview: the header asks for the preview templates.
      const templates = await callsTo('templates');
      expect(templates.length).toBeGreaterThan(0);
      expect(templates.every((call) => call.path.endsWith('/templates/preview'))).toBe(true);
      expect(await axeHeader(page)).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('builderThemeId in the query with the heartbeat cookie; a version that is not live shows no live indicator', async () => {
    const opened = await openWithCookies(marketUrl('/home', { persona: 'channel-admin', query: { builderThemeId: 'theme-8' } }), {
      [PREVIEW_COOKIES.heartbeat]: 'true',
      [PREVIEW_COOKIES.builderVersion]: JSON.stringify({ name: 'Autumn Draft', isLive: 'false' }),
    });
    try {
      const bar = toolbar(opened.page);
      await bar.waitFor();
      expect(await bar.getAttribute('data-kind')).toBe('theme');
      expect(await bar.locator('.unav-preview-name').innerText()).toBe('Autumn Draft');
      expect(await bar.locator('.unav-preview-live').count()).toBe(0);
      expect(await bar.locator('.unav-preview-meta').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it('a builderThemeId cookie without a heartbeat is no preview: no toolbar, builder cookies removed', async () => {
    const opened = await openWithCookies(marketUrl('/home', { persona: 'channel-admin' }), {
      [PREVIEW_COOKIES.builderThemeId]: 'theme-7',
      [PREVIEW_COOKIES.builderVersion]: THEME_VERSION,
    });
    try {
      await opened.page.waitForFunction(() => !document.cookie.includes('builderThemeId='));
      expect(await toolbar(opened.page).count()).toBe(0);
      expect(await builderCookies(opened.context)).toEqual([]);
      expect(await bodyPaddingTop(opened.page)).toBe('0px');
    } finally {
      await opened.close();
    }
  });

  it('minimize stores the mode in a cookie and drops the padding; the next page stays minimized; show restores 63px', async () => {
    const opened = await openWithCookies(marketUrl('/home', { persona: 'channel-admin' }), {
      [PREVIEW_COOKIES.builderThemeId]: 'theme-7',
      [PREVIEW_COOKIES.heartbeat]: 'true',
      [PREVIEW_COOKIES.builderVersion]: THEME_VERSION,
    });
    const { page, context } = opened;
    try {
      await toolbar(page).waitFor();
      expect(await bodyPaddingTop(page)).toBe('63px');
      await page.getByRole('button', { name: 'Hide', exact: true }).click();
      expect(await toolbar(page).getAttribute('data-mode')).toBe('minimized');
      expect(await toolbar(page).locator('.unav-preview-name').count()).toBe(0);
      expect(await bodyPaddingTop(page)).toBe('0px');
      expect(await cookieValue(context, PREVIEW_COOKIES.toolbarMode)).toBe('minimized');
      expect(await axeHeader(page)).toEqual([]);

      await page.reload(READY);
      await mounted(opened);
      await toolbar(page).waitFor();
      expect(await toolbar(page).getAttribute('data-mode')).toBe('minimized');
      expect(await bodyPaddingTop(page)).toBe('0px');

      await page.getByRole('button', { name: 'Show preview toolbar' }).click();
      expect(await toolbar(page).getAttribute('data-mode')).toBe('fullscreen');
      expect(await toolbar(page).locator('.unav-preview-name').innerText()).toBe('Spring Refresh');
      expect(await bodyPaddingTop(page)).toBe('63px');
      expect(await cookieValue(context, PREVIEW_COOKIES.toolbarMode)).toBe('fullscreen');
    } finally {
      await opened.close();
    }
  });

  it('cancel removes the builder cookies and goes to /branding/themes', async () => {
    const opened = await openWithCookies(marketUrl('/home', { persona: 'channel-admin' }), {
      [PREVIEW_COOKIES.builderThemeId]: 'theme-7',
      [PREVIEW_COOKIES.heartbeat]: 'true',
      [PREVIEW_COOKIES.builderVersion]: THEME_VERSION,
    });
    try {
      await toolbar(opened.page).waitFor();
      const landed = await clickAndLand(opened.page, 'Cancel', '/branding/themes');
      expect(landed.origin).toBe(marketOrigin());
      await mounted(opened);
      expect(await builderCookies(opened.context)).toEqual([]);
      expect(await toolbar(opened.page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

describe('product preview toolbar', () => {
  // A native product (the product call) and a network customization (the preview call); which dev
  // value opens which portal is a unit table (widgets/banners/previewToolbar).
  it.each([
    ['CHANNEL', '/apps/40128/slack-pro', 'channel', 'Slack Pro', 'Last modified: Today', 'product', '/channel/editApp/40128'],
    ['CUSTOMIZE', '/apps/40198/quickbooks', 'customize', 'QuickBooks Online Plus for Contoso', 'Last modified: 3 days ago', 'productPreview', '/channel/customizeApp/40198'],
  ] as const)('dev=%s on %s: the product, its age, the stored record, and cancel', async (dev, path, portal, name, modified, endpoint, cancelPath) => {
    await clearFixtureRequests();
    const opened = await mounted(await e2e.pages.open(marketUrl(path, { persona: 'channel-admin', query: { dev } }), READY));
    const { page, context } = opened;
    try {
      const bar = toolbar(page);
      await bar.locator('.unav-preview-name', { hasText: name }).waitFor();
      expect(await bar.getAttribute('data-kind')).toBe('product');
      expect(await page.getByRole('region', { name: 'Product preview' }).getAttribute('aria-busy')).toBe('false');
      expect(await bar.locator('.unav-preview-name').innerText()).toBe(name);
      expect(await bar.locator('.unav-preview-meta').innerText()).toBe(modified);
      expect(await bodyPaddingTop(page)).toBe('63px');
      const productId = cancelPath.split('/').at(-1);
      expect(JSON.parse((await cookieValue(context, PREVIEW_COOKIES.productPreview)) ?? 'null')).toEqual({ productId, portal });
      // Native previews read the marketplace product, network (customize) previews the customization.
      const calls = await callsTo(endpoint);
      expect(calls).toHaveLength(1);
      if (endpoint === 'productPreview') expect(calls[0]?.query).toEqual({ applicationId: productId, locale: 'en-US' });
      else expect(calls[0]?.path).toBe(`/api/marketplace/v1/products/${productId}.json`);
      expect(await callsTo(endpoint === 'product' ? 'productPreview' : 'product')).toEqual([]);
      // A product preview is not a theme preview: the published templates are used.
      expect((await callsTo('templates')).every((call) => call.path.endsWith('/templates/published'))).toBe(true);
      expect(await axeHeader(page)).toEqual([]);

      await clickAndLand(page, 'Cancel', cancelPath);
      await mounted(opened);
      expect(await builderCookies(context)).toEqual([]);
      expect(await toolbar(page).count()).toBe(0);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('without a numeric product id in the path, or without a known dev value, there is no product preview', async () => {
    const opened = await mounted(await e2e.pages.open(marketUrl('/apps/slack-pro', { persona: 'channel-admin', query: { dev: 'CHANNEL' } }), READY));
    try {
      expect(await toolbar(opened.page).count()).toBe(0);
      await opened.page.goto(marketUrl('/apps/40128', { query: { dev: 'EDITOR' } }), READY);
      await mounted(opened);
      expect(await toolbar(opened.page).count()).toBe(0);
      expect(await builderCookies(opened.context)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a stored record without a portal cancels to /home', async () => {
    const opened = await openWithCookies(marketUrl('/apps/40128', { persona: 'channel-admin' }), {
      [PREVIEW_COOKIES.heartbeat]: 'true',
      [PREVIEW_COOKIES.productPreview]: JSON.stringify({ productId: '40128' }),
    });
    try {
      await toolbar(opened.page).locator('.unav-preview-name', { hasText: 'Slack Pro' }).waitFor();
      await clickAndLand(opened.page, 'Cancel', '/home');
      await mounted(opened);
      expect(await builderCookies(opened.context)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('page hide writes a 60-second heartbeat, which keeps the preview on the next storefront page of that product', async () => {
    const opened = await mounted(await e2e.pages.open(marketUrl('/apps/40128', { persona: 'channel-admin', query: { dev: 'CHANNEL' } }), READY));
    const { page, context } = opened;
    try {
      await toolbar(page).waitFor();
      expect(await cookieValue(context, PREVIEW_COOKIES.heartbeat)).toBeUndefined();
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
      const heartbeat = (await context.cookies(marketOrigin())).find((entry) => entry.name === PREVIEW_COOKIES.heartbeat);
      expect(heartbeat?.value).toBe('true');
      // A 60-second cookie: it expires within a minute of now, not at the end of the session. The
      // browser dates it by its own clock, which may run a hair ahead of this process's: a second's slack.
      const secondsLeft = (heartbeat?.expires ?? -1) - Date.now() / 1000;
      expect(secondsLeft).toBeGreaterThan(0);
      expect(secondsLeft).toBeLessThanOrEqual(61);

      // The next page without the dev query still previews the stored product while the heartbeat lives.
      await context.clearCookies({ name: PREVIEW_COOKIES.heartbeat });
      await page.goto(marketUrl('/apps/40128/pricing'), READY);
      await mounted(opened);
      await toolbar(page).locator('.unav-preview-name', { hasText: 'Slack Pro' }).waitFor();
      // Leaving the page (a real navigation) writes the heartbeat again.
      expect(await cookieValue(context, PREVIEW_COOKIES.heartbeat)).toBe('true');

      // Another product's page ends the session: the builder cookies go.
      await page.goto(marketUrl('/apps/40142'), READY);
      await mounted(opened);
      await page.waitForFunction(() => !document.cookie.includes('productPreview='));
      expect(await toolbar(page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it('without a heartbeat the stored product record is dropped on the next page', async () => {
    const opened = await openWithCookies(marketUrl('/apps/40128', { persona: 'channel-admin' }), {
      [PREVIEW_COOKIES.productPreview]: JSON.stringify({ productId: '40128', portal: 'cms' }),
    });
    try {
      await opened.page.waitForFunction(() => !document.cookie.includes('productPreview='));
      expect(await toolbar(opened.page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

async function setPersonaOverride(override: unknown): Promise<void> {
  const response = await fetch(`${marketOrigin()}/__fixtures/persona`, {
    method: override === null ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(override === null ? {} : { body: JSON.stringify(override) }),
  });
  if (!response.ok) throw new Error(`/__fixtures/persona: ${response.status} ${await response.text()}`);
}

describe('maintenance banner', () => {
  const maintenance = (page: Page) => page.getByRole('region', { name: 'Maintenance' });
  const MESSAGE = 'This product is read-only during maintenance. Changes cannot be saved right now.';

  describe('with a read-only product', () => {
    let opened: OpenedPage;
    beforeAll(async () => {
      await setPersonaOverride({ bootstrap: { CHANNEL_SETTINGS: { readOnly: true } } });
      opened = await openPage(e2e.browser, 'about:blank');
      // A host's fixed bar pinned to the top, in the page as soon as its body exists.
      await opened.page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.body) return;
          observer.disconnect();
          const bar = document.createElement('div');
          bar.id = 'host-fixed-bar';
          bar.style.cssText = 'position: fixed; top: 0; left: 0; width: 100px; height: 10px;';
          document.body.append(bar);
        });
        observer.observe(document, { childList: true, subtree: true });
      });
    });
    afterAll(async () => {
      await opened?.close();
      await setPersonaOverride(null);
    });
    const fixedBarTop = () => opened.page.locator('#host-fixed-bar').evaluate((element) => getComputedStyle(element).top);

    // Which paths show it is isMaintenancePath's table (a unit test): here a listed path bare and
    // one with an id, and two that are not listed.
    it.each([MAINTENANCE_PATH_PREFIXES[0] as string, `${MAINTENANCE_PATH_PREFIXES.at(-1) as string}/40128`])(
      'shows on %s and pushes a fixed element at the top down 48px',
      async (path) => {
        const { page } = opened;
        await page.goto(marketUrl(path, { persona: 'channel-admin' }), READY);
        await mounted(opened);
        await maintenance(page).waitFor();
        expect(await maintenance(page).innerText()).toBe(MESSAGE);
        expect(await fixedBarTop()).toBe('48px');
        if (path === MAINTENANCE_PATH_PREFIXES[0]) expect(await axeHeader(page)).toEqual([]);
      },
    );

    it.each(['/home', '/superuser/dashboard'])('does not show on %s', async (path) => {
      const { page } = opened;
      await page.goto(marketUrl(path, { persona: 'channel-admin' }), READY);
      await mounted(opened);
      expect(await page.locator(`${HEADER} .unav-banners`).count()).toBe(1);
      expect(await maintenance(page).count()).toBe(0);
      expect(await fixedBarTop()).toBe('0px');
    });
  });

  it('does not show on a listed path while the product is editable', async () => {
    const opened = await mounted(await e2e.pages.open(marketUrl('/cms/editApp/40128', { persona: 'channel-admin' }), READY));
    try {
      expect(await opened.page.locator(`${HEADER} .unav-banners`).count()).toBe(1);
      expect(await maintenance(opened.page).count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});

describe('impersonation banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });
  const dialog = (page: Page) => page.getByRole('alertdialog');
  // The banner's own button (the confirmation dialog, inside the banner, has one with the same name).
  const bannerEnd = (page: Page) => page.locator('.unav-impersonation-banner > button', { hasText: 'End Session' });

  async function openImpersonated(originalPage: string | null, faults = ''): Promise<OpenedPage & { warnings: string[] }> {
    const opened = await openPage(e2e.browser, 'about:blank');
    const warnings: string[] = [];
    opened.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    if (originalPage !== null) {
      await opened.page.addInitScript(
        ([key, value]) => {
          // The page that started the impersonation saved it once; later pages must not write it again.
          if (sessionStorage.getItem('fx-original-page-seeded') !== null) return;
          sessionStorage.setItem('fx-original-page-seeded', '1');
          sessionStorage.setItem(key, value);
        },
        [IMPERSONATION_ORIGINAL_PAGE_KEY, originalPage] as const,
      );
    }
    await opened.page.goto(marketUrl('/myapps', { persona: 'impersonated-user', faults }), READY);
    await mounted(opened);
    await banner(opened.page).waitFor();
    return Object.assign(opened, { warnings });
  }

  async function endSession(page: Page): Promise<void> {
    await bannerEnd(page).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'End Session' }).click();
  }

  it('shows the name and email; ending the session returns to the saved page, sending the XSRF token', async () => {
    const opened = await openImpersonated('/apps/40128/slack-pro?tab=pricing#reviews');
    const { page } = opened;
    try {
      expect(await banner(page).innerText()).toContain('You are in impersonation mode and logged in as Emma Dubois (emma@boulangeriedubois.ca)');
      expect(await axeHeader(page)).toEqual([]);
      await bannerEnd(page).click();
      await dialog(page).waitFor();
      expect(await dialog(page).innerText()).toContain('Are you sure you want to end this session?');
      expect(await axeHeader(page)).toEqual([]);
      // Cancel keeps the session.
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect(await dialog(page).count()).toBe(0);

      await clearFixtureRequests();
      await Promise.all([page.waitForURL((url) => url.pathname === '/apps/40128/slack-pro', READY), endSession(page)]);
      const landed = new URL(page.url());
      expect(`${landed.origin}${landed.pathname}${landed.search}${landed.hash}`).toBe(`${marketOrigin()}/apps/40128/slack-pro?tab=pricing#reviews`);
      const calls = await callsTo('endImpersonation');
      expect(calls).toHaveLength(1);
      const xsrf = (await opened.context.cookies(marketOrigin())).find((entry) => entry.name === 'XSRF-TOKEN')?.value;
      expect(calls[0]?.headers['x-xsrf-token']).toBe(xsrf);
      // Back in the superuser's own session: no banner, and the saved page is forgotten.
      await mounted(opened);
      // The banner would show 300 ms after mounting; give it well over that.
      await page.waitForTimeout(1000);
      expect(await banner(page).count()).toBe(0);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), IMPERSONATION_ORIGINAL_PAGE_KEY)).toBeNull();
    } finally {
      await opened.close();
    }
  });

  // Where each saved page leads is impersonationRedirect's table (a unit test): here one it keeps
  // and one it refuses, through a real navigation.
  it.each([
    ['a superuser page', '/superuser/support/users?id=9', '/superuser/dashboard', '#users'],
    ['a javascript: address', 'javascript:alert(1)', '/home', ''],
  ] as const)('saved page: %s (%s); ending the session goes to %s%s on the marketplace', async (_label, saved, path, hash) => {
    const opened = await openImpersonated(saved);
    const { page } = opened;
    try {
      await Promise.all([page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' }), endSession(page)]);
      const landed = new URL(page.url());
      expect(landed.origin).toBe(marketOrigin());
      expect(landed.hash).toBe(hash);
      expect(await opened.xssCalls()).toBe(0);
    } finally {
      await opened.close();
    }
  });

  it('a failed end call re-enables the button, logs a warning and stays on the page', async () => {
    const opened = await openImpersonated('/apps/40128', 'endImpersonation:500');
    const { page } = opened;
    try {
      // Hold the call so the pending state can be seen, then let the server's 500 through.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/iam/v1/sessions/endImpersonation', async (route) => {
        await held;
        await route.continue();
      });
      await endSession(page);
      const confirmEnd = dialog(page).getByRole('button', { name: 'End Session' });
      await page.waitForFunction(() => document.querySelector('.unav-confirm')?.getAttribute('data-phase') === 'pending');
      expect(await confirmEnd.isDisabled()).toBe(true);
      expect(await bannerEnd(page).isDisabled()).toBe(true);
      release();

      await page.waitForFunction(() => document.querySelector('.unav-impersonation-banner')?.getAttribute('data-phase') === 'shown');
      expect(await bannerEnd(page).isEnabled()).toBe(true);
      expect(await dialog(page).count()).toBe(0);
      expect(opened.warnings.some((text) => text.includes('End impersonation failed'))).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/myapps');
      expect(await banner(page).innerText()).toContain('Emma Dubois');
    } finally {
      await opened.close();
    }
  });
});

describe('mobile-site return banner', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const mobileBanner = (page: Page) => page.getByRole('region', { name: 'Mobile site' });

  async function openAs(userAgent: string | undefined, desktopVersion: string | null): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, ...(userAgent ? { userAgent } : {}) });
    if (desktopVersion !== null) await setCookies(context, { [PREVIEW_COOKIES.desktopVersion]: desktopVersion });
    const page = await context.newPage();
    await page.goto(marketUrl('/home', { persona: 'customer' }), READY);
    await page.waitForSelector('html[data-unav-state="mounted"]');
    return { context, page };
  }

  it('a mobile browser on the desktop site gets a way back: the click forgets the choice and reloads', async () => {
    const { context, page } = await openAs(IPHONE, '1');
    try {
      await mobileBanner(page).waitFor();
      const button = mobileBanner(page).getByRole('button', { name: 'Switch to Mobile Site' });
      expect(await button.isVisible()).toBe(true);
      expect(await axeHeader(page)).toEqual([]);
      await Promise.all([page.waitForEvent('framenavigated'), button.click()]);
      await page.waitForSelector('html[data-unav-state="mounted"]');
      expect(await cookieValue(context, PREVIEW_COOKIES.desktopVersion)).toBeUndefined();
      expect(await mobileBanner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  // Which browser and cookie value show it is a unit table (MobileReturnBanner.test.tsx): one here.
  it.each([
    ['a desktop browser with the cookie', undefined, '1'],
  ] as const)('no banner for %s', async (_label, userAgent, cookie) => {
    const { context, page } = await openAs(userAgent, cookie);
    try {
      expect(await page.locator(`${HEADER} .unav-banners`).count()).toBe(1);
      expect(await mobileBanner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
