/**
 * The script-tag bundle's chunks in a page that pins its scripts (/pinned: a policy that lets only
 * the response's nonce run, the entry with `integrity` and `crossorigin`). Each lazy part works on
 * first use with its chunk slowed; a chunk whose bytes differ from what the entry was built with is
 * refused, the part says so and offers to try again, and the rest of the header stays usable.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { HEADER, headerWidgetsReady, marketUrl, poll, searchReady, type OpenedPage } from './browser.ts';
import { clearCspReports, cspReports } from './fixturesControl.ts';
import { fileBrowser } from './fileBrowser.ts';
import { describeReport } from './safety.ts';

const e2e = fileBrowser();
const CHUNK_DELAY_MS = 1500;

/** Every chunk answered by the real server, each after a delay: a slow network. */
async function slowChunks(page: Page): Promise<void> {
  await page.route('**/dist/chunks/*.js', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
}

async function openPinned(persona: string, prepare: (page: Page) => Promise<void>, width = 1280): Promise<OpenedPage> {
  await clearCspReports();
  const opened = await e2e.pages.open(marketUrl('/pinned', { persona }), { width, waitUntil: 'domcontentloaded', beforeLoad: prepare });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  return opened;
}

/**
 * The real chunk with one statement more, which the entry's integrity no longer matches. Not kept
 * by the HTTP cache (no validator, no-store): a later case on the same pooled page revalidates the
 * real file and must not be answered with these bytes.
 */
async function fulfillAltered(route: Route): Promise<void> {
  const response = await route.fetch();
  const { etag: _etag, 'last-modified': _modified, ...headers } = response.headers();
  await route.fulfill({ response, headers: { ...headers, 'cache-control': 'no-store' }, body: `${await response.text()}\nwindow.__alteredChunkRan = true;\n` });
}

async function noCspReports(): Promise<void> {
  // Reports are sent asynchronously: let any in flight arrive before reading them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect((await cspReports()).map(describeReport)).toEqual([]);
}

const cartTrigger = (page: Page) => page.locator(`${HEADER} .unav-cart-trigger`);
const cartPanel = (page: Page) => page.locator(`${HEADER} .unav-cart-panel`);

describe('chunks of the script-tag bundle on a page that pins its scripts', () => {
  it('slowed: the cart, the search and the mobile menu each work on first use; nothing breaks the policy', async () => {
    const opened = await openPinned('customer', slowChunks);
    const { page } = opened;
    try {
      // The search box is there from the first frame; what is typed before its code comes is kept.
      const search = page.locator(`${HEADER} input.unav-search__input`);
      await search.click();
      await page.keyboard.type('slack', { delay: 40 });
      await page.locator(`${HEADER} [role="combobox"]`).waitFor();
      expect(await page.locator(`${HEADER} [role="combobox"]`).inputValue()).toBe('slack');
      await page.locator(`${HEADER} [role="option"]`).first().waitFor();
      await page.keyboard.press('Escape');

      // The cart opens at once, with its content or a loading state that turns into it.
      await cartTrigger(page).click();
      expect(await cartPanel(page).isVisible()).toBe(true);
      await cartPanel(page).locator('.unav-cart-product').first().waitFor();
      expect(await cartPanel(page).locator('.unav-part-status').count()).toBe(0);
      await page.keyboard.press('Escape');

      // The mobile menu, on a phone.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile menu' });
      await menu.getByRole('button', { name: 'Browse apps' }).waitFor();

      expect(opened.pageErrors).toEqual([]);
      await noCspReports();
    } finally {
      await opened.close();
    }
  });

  it('a chunk with altered bytes is refused: the part says so, the header stays usable, and trying again works once it is whole', async () => {
    let altered = true;
    const opened = await openPinned('customer', async (page) => {
      await page.route('**/dist/chunks/*.js', async (route: Route) => {
        const file = new URL(route.request().url()).pathname.split('/').at(-1) ?? '';
        if (!altered || !/^(headerWidgets|SearchWidget)-/.test(file)) return route.continue();
        await fulfillAltered(route);
      });
    });
    const { page } = opened;
    try {
      // The cart is drawn by its stand-in until the widgets' chunk comes: opened, it says the chunk was refused.
      await cartTrigger(page).click();
      const status = cartPanel(page).locator('.unav-part-status[data-status="failed"]');
      await status.waitFor();
      expect(await status.getAttribute('role')).toBe('alert');
      expect(await status.innerText()).toContain('This could not be loaded.');
      expect(await page.evaluate(() => (window as { __alteredChunkRan?: boolean }).__alteredChunkRan)).toBeUndefined();

      // The control: the same altered bytes in a script without the integrity do run, so the refusal
      // above is the integrity's doing.
      const chunkFile = readdirSync('dist/chunks').find((file) => /^headerWidgets-.*\.js$/.test(file));
      const ran = await page.evaluate(async (file) => {
        const entry = document.querySelector<HTMLScriptElement>('script[src*="universal-nav.iife.js"]')!;
        const script = document.createElement('script');
        script.nonce = entry.nonce;
        script.src = new URL(`chunks/${file}`, entry.src).href;
        await new Promise((resolve) => {
          script.onload = script.onerror = resolve;
          document.head.append(script);
        });
        return (window as { __alteredChunkRan?: boolean }).__alteredChunkRan === true;
      }, chunkFile);
      expect(ran).toBe(true);

      // The links of the header work meanwhile: they are no chunk.
      expect(await page.locator(`${HEADER} a[href]`).count()).toBeGreaterThan(0);

      // The chunk whole again: Try again, in the open panel, brings the cart's content.
      altered = false;
      await cartPanel(page).getByRole('button', { name: 'Try again' }).click();
      await cartPanel(page).locator('.unav-cart-product').first().waitFor();
      await page.keyboard.press('Escape');

      // The search kept its stand-in bar (its chunk was refused earlier); the user menu came with the cart's chunk.
      expect(await page.locator(`${HEADER} .unav-search[data-status="loading"] input`).count()).toBe(1);
      await page.locator(`${HEADER} [data-dropdown="user"] button[aria-haspopup="menu"]`).click();
      await page.locator(`${HEADER} [data-dropdown="user"] [role="menu"]`).waitFor({ state: 'visible' });
      expect(opened.pageErrors).toEqual([]);
      await noCspReports();
    } finally {
      await opened.close();
    }
  });
});

describe("the template sanitizer's chunk", () => {
  const SAFETY_CHUNK = /\/dist\/chunks\/pageSafety-[0-9a-f]+\.js$/;
  const partnerShell = (page: Page) => page.locator(`${HEADER} .gx-shell`);
  const safetyRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (SAFETY_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
    });
    return seen;
  };
  const openGlobex = (prepare: (page: Page) => Promise<void> = async () => {}) =>
    e2e.pages.open(marketUrl('/pinned', { persona: 'customer', partner: 'GLOBEX' }), { width: 1280, waitUntil: 'domcontentloaded', beforeLoad: prepare });
  const mounted = (page: Page) => page.waitForSelector('html[data-unav-state="mounted"]');

  it("each chunk's stylesheet comes after the runtime's and before the partner's in the cascade", async () => {
    const opened = await openGlobex();
    const { page } = opened;
    try {
      await partnerShell(page).waitFor();
      await headerWidgetsReady(page);
      await searchReady(page);
      // Which adopted sheet holds the runtime's closed states, the header widgets' chunk's rules,
      // the search widget's chunk's rules and the partner's (scoped) CSS.
      const order = await page.evaluate(() => {
        const sheets = document.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
        const at = (text: string) => sheets.findIndex((css) => css.includes(text));
        return [at('.unav-header__inner'), at('.unav-cart-title'), at('.unav-search__list'), at('.gx-utility')];
      });
      const [runtime = -1, headerWidgets = -1, search = -1, partner = -1] = order;
      expect(runtime, String(order)).toBeGreaterThanOrEqual(0);
      // A chunk's rules may share the runtime's sheet (appended to it) or follow it; the partner's come after both.
      expect([headerWidgets >= runtime, search >= runtime, partner > headerWidgets, partner > search], String(order)).toEqual([true, true, true, true]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('a cold view loads it beside its first calls; a warm view renders the stored form in the first frame and never asks for it', async () => {
    let requests: string[] = [];
    const opened = await openGlobex(async (page) => {
      requests = safetyRequests(page);
      await slowChunks(page);
    });
    const { page } = opened;
    try {
      await partnerShell(page).waitFor();
      expect(requests).toHaveLength(1);
      // Stored after the first frame, for the next view.
      await poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('.header.safeTemplates')))).toBe(true);

      requests.length = 0;
      await page.reload({ waitUntil: 'domcontentloaded' });
      // The partner's header is on the page when the host's script after it runs (mount() commits it).
      expect(await page.evaluate(() => document.querySelector('.unav-root[data-unav-root="header"] .gx-shell') !== null)).toBe(true);
      await mounted(page);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(await page.locator(`${HEADER} .unav-template[data-state="waiting"]`).count()).toBe(0);
      expect(opened.pageErrors).toEqual([]);
      await noCspReports();
    } finally {
      await opened.close();
    }
  });

  it('a stored form planted with script is refused: nothing runs, the sanitizer is loaded and the header renders', async () => {
    const opened = await openGlobex();
    const { page } = opened;
    try {
      await partnerShell(page).waitFor();
      await poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('.header.safeTemplates')))).toBe(true);
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((stored) => stored.endsWith('.header.safeTemplates'))!;
        const value = JSON.parse(localStorage.getItem(key)!) as { forms: [string, string][] };
        const planted = '<img src="/x.png" onerror="window.__planted = 1"><script>window.__planted = 2</script>';
        value.forms = value.forms.map(([template]) => [template, planted]);
        localStorage.setItem(key, JSON.stringify(value));
      });
      const requests = safetyRequests(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await mounted(page);
      await partnerShell(page).waitFor();
      expect(requests).toHaveLength(1);
      expect(await page.evaluate(() => (window as { __planted?: number }).__planted)).toBeUndefined();
      expect(await page.locator(`${HEADER} img[onerror], ${HEADER} script`).count()).toBe(0);
      // The planted forms are replaced by the sanitizer's.
      await poll(() => page.evaluate(() => Object.values(localStorage).some((value) => value.includes('onerror')))).toBe(false);
      expect(opened.pageErrors).toEqual([]);
      await noCspReports();
    } finally {
      await opened.close();
    }
  });

  it("altered bytes are refused on a cold view: the partner's header falls back to the default, which works", async () => {
    const opened = await openGlobex(async (page) => {
      await page.route(SAFETY_CHUNK, fulfillAltered);
    });
    const { page } = opened;
    try {
      await mounted(page);
      await page.locator(`${HEADER} .unav-template[data-template="headerIn"][data-state="shown"] [data-dropdown="user"]`).waitFor();
      expect(await partnerShell(page).count()).toBe(0);
      expect(await page.evaluate(() => (window as { __alteredChunkRan?: boolean }).__alteredChunkRan)).toBeUndefined();
      await page.locator(`${HEADER} [data-dropdown="user"] button[aria-haspopup="menu"]`).click();
      await page.locator(`${HEADER} [data-dropdown="user"] [role="menu"]`).waitFor({ state: 'visible' });
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
