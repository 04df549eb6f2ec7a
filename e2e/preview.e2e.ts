/**
 * UniversalNav.preview on an editor page (/preview-host): a template set the test hands in renders
 * with the given user and makes no request (no API call, no socket, nothing to the server once
 * the bundle is in), a hostile set runs nothing, and update() re-renders in the same root. On a
 * page with the live header, the preview's partner CSS and the live partner CSS each stay in
 * their own roots.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewHandle, PreviewOptions } from '../runtime/index.ts';
import { loadPersona } from '../fixtures/server/fixtureStore.ts';
import { HEADER, FOOTER, connectBrowser, marketOrigin, marketUrl, openPage, type OpenedPage } from './browser.ts';

const globex = (file: string) => readFileSync(`fixtures/partners/globex/${file}`, 'utf8');
const customer = loadPersona('customer')!.bootstrap;

/** The page's window as the script-tag bundle leaves it, with the handle a test keeps there. */
type EditorWindow = { UniversalNav?: { preview(target: string | Element, options: PreviewOptions): PreviewHandle }; previewHandle: PreviewHandle };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** The editor page with the bundle loaded; from then on every request and socket is recorded. */
async function openEditor() {
  opened = await openPage(browser, marketUrl('/preview-host'), { waitUntil: 'networkidle' });
  const { page } = opened;
  await page.waitForFunction(() => typeof (window as unknown as EditorWindow).UniversalNav?.preview === 'function');
  const requests: Request[] = [];
  const sockets: string[] = [];
  // The runtime's own code (the chunks its entry loads when wanted) is not a call of the preview's.
  page.on('request', (request) => {
    if (!/\/dist\/chunks\/[^/]+\.js$/.test(new URL(request.url()).pathname)) requests.push(request);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { ...opened, requests, sockets };
}

/** Calls UniversalNav.preview in the page and keeps the handle on window for update(). */
async function preview(page: OpenedPage['page'], options: PreviewOptions) {
  await page.evaluate((given) => {
    const editor = window as unknown as EditorWindow;
    editor.previewHandle = editor.UniversalNav!.preview('#preview', given);
  }, options);
}

async function update(page: OpenedPage['page'], options: PreviewOptions) {
  await page.evaluate((given) => {
    (window as unknown as EditorWindow).previewHandle.update(given);
  }, options);
}

describe('UniversalNav.preview', () => {
  it('renders the given set with the given user, partner CSS scoped, and no request at all to the server', async () => {
    const { page, requests, sockets, pageErrors } = await openEditor();
    const options: PreviewOptions = {
      marketUrl: marketOrigin(),
      templates: { headerIn: globex('headerIn.html'), footer: globex('footer.html'), css: globex('css.css'), cssHeader: globex('cssHeader.css') },
      bootstrap: customer,
    };
    await preview(page, options);
    // No waiting for data: the set shows once the preview's and the sanitizer's code are there.
    const header = page.locator(`#preview ${HEADER}`);
    await header.locator('.gx-shell').waitFor();
    expect(await header.getAttribute('data-user-state')).toBe('loggedin');
    expect(await header.locator('.gx-shell').count()).toBe(1);
    expect(await page.locator(`#preview ${FOOTER}`).count()).toBe(1);
    expect(await header.textContent()).toContain('Maya');
    // The partner's css reaches the preview's header as it would a published one.
    const utilityBackground = await header.locator('.gx-utility').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(utilityBackground).toBe('rgb(20, 33, 61)');

    // Let every effect and timer of the widgets run.
    await page.waitForTimeout(1500);
    const server = new URL(marketOrigin()).origin;
    expect(requests.filter((request) => new URL(request.url()).origin === server).map((request) => request.url())).toEqual([]);
    // Images the set or the user names are the set's content; no call of any other kind goes anywhere.
    expect(requests.filter((request) => request.resourceType() !== 'image').map((request) => `${request.resourceType()} ${request.url()}`)).toEqual([]);
    expect(sockets).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('runs nothing of a hostile set: no dialog, no global set, no script element', async () => {
    const { page, xssCalls } = await openEditor();
    const hostile = [
      '<header class="ed-bar">',
      '<script>window.__pwned = "script"; alert(1)</script>',
      '<img class="ed-img" src="data:," onerror="window.__pwned = \'onerror\'; alert(2)">',
      '<svg onload="window.__pwned = \'svg\'; alert(3)"><circle r="1"/></svg>',
      '<a class="ed-link" href="javascript:window.__pwned = \'href\'; alert(4)">go</a>',
      '<iframe srcdoc="<script>parent.__pwned = 1; parent.alert(5)</script>"></iframe>',
      '<form action="javascript:alert(6)"><button class="ed-submit">send</button></form>',
      '<p class="ed-text" onclick="alert(7)">{{userFirstName}}</p>',
      '</header>',
    ].join('');
    await preview(page, {
      marketUrl: marketOrigin(),
      templates: { headerIn: hostile, css: '.ed-bar { background: url("javascript:alert(8)") }' },
      bootstrap: customer,
      show: 'header',
    });
    const header = page.locator(`#preview ${HEADER}`);
    expect(await header.locator('.ed-text').textContent()).toBe('Maya');
    await header.locator('.ed-link').click();
    await header.locator('.ed-text').click();
    await page.waitForTimeout(300);
    expect(await xssCalls()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await header.locator('script, iframe, form, [onerror], [onload], [onclick]').count()).toBe(0);
    expect(await header.locator('.ed-link').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('update re-renders in place: the same root element, the edit shown, no request', async () => {
    const { page, requests } = await openEditor();
    const base: PreviewOptions = {
      marketUrl: marketOrigin(),
      templates: { headerIn: '<header class="ed-bar"><span class="ed-hello">Hello {{userFirstName}}</span></header>' },
      bootstrap: customer,
    };
    await preview(page, base);
    await page.locator('#preview .ed-hello').waitFor();
    await page.evaluate((selector) => {
      (window as unknown as { rootBefore: Element | null }).rootBefore = document.querySelector(`#preview ${selector}`);
    }, HEADER);
    await update(page, { ...base, templates: { headerIn: '<header class="ed-bar"><span class="ed-hello">Welcome {{userFirstName}}</span></header>' } });
    expect(await page.locator('#preview .ed-hello').textContent()).toBe('Welcome Maya');
    const sameRoot = await page.evaluate((selector) =>
      (window as unknown as { rootBefore: Element | null }).rootBefore === document.querySelector(`#preview ${selector}`), HEADER);
    expect(sameRoot).toBe(true);
    // A visitor now: the same root shows the layout the runtime chooses for one.
    await update(page, { marketUrl: marketOrigin() });
    expect(await page.locator(`#preview ${HEADER}`).getAttribute('data-user-state')).toBe('loggedout');
    await page.evaluate(() => (window as unknown as EditorWindow).previewHandle.unmount());
    expect(await page.locator('#preview').evaluate((element) => element.childElementCount)).toBe(0);
    expect(requests.filter((request) => request.resourceType() !== 'image').map((request) => request.url())).toEqual([]);
  });

  it('on a page with the live header, each preview\'s partner CSS styles its own roots only, and the live partner CSS none of them', async () => {
    opened = await openPage(browser, marketUrl('/', { persona: 'customer', partner: 'GLOBEX', faults: '' }));
    const { page, pageErrors } = opened;
    await page.waitForSelector(`#unav-header ${HEADER} .gx-utility`);
    await page.waitForFunction(() => typeof (window as unknown as EditorWindow).UniversalNav?.preview === 'function');
    /** The root's colour and background, and its .gx-utility's background: what each partner CSS sets. */
    const styleOf = (root: string) => page.evaluate((selector) => {
      const element = document.querySelector(selector) as Element;
      const utility = element.querySelector('.gx-utility');
      return {
        color: getComputedStyle(element).color,
        background: getComputedStyle(element).backgroundColor,
        utility: utility ? getComputedStyle(utility).backgroundColor : 'missing',
      };
    }, root);
    const live = `#unav-header ${HEADER}`;
    const liveBefore = await styleOf(live);
    // Control: the live partner CSS (Globex's cssHeader) reaches the live header's utility bar.
    expect(liveBefore.utility).toBe('rgb(20, 33, 61)');

    // Two previews beside the live header, each with its own colours and the live template's class.
    const template = '<header class="ed-bar"><div class="gx-utility">Utility</div><span class="ed-text">Preview</span></header>';
    const cssOf = (rgb: string) => `.unav-root { color: ${rgb}; background-color: ${rgb}; }`;
    await page.evaluate(({ options }) => {
      for (const [index, given] of options.entries()) {
        const target = document.createElement('div');
        target.id = `preview-${index}`;
        document.body.append(target);
        (window as unknown as EditorWindow).UniversalNav!.preview(target, given);
      }
    }, {
      options: [cssOf('rgb(1, 2, 3)'), cssOf('rgb(4, 5, 6)')].map((cssHeader): PreviewOptions => ({
        marketUrl: marketOrigin(), templates: { headerIn: template, cssHeader }, bootstrap: customer, show: 'header',
      })),
    });

    await Promise.all([0, 1].map((index) => page.locator(`#preview-${index} ${HEADER} .ed-text`).waitFor()));
    // The live header is as it was; Globex's CSS does not reach the previews' utility bars.
    expect(await styleOf(live)).toEqual(liveBefore);
    const first = await styleOf(`#preview-0 ${HEADER}`);
    const second = await styleOf(`#preview-1 ${HEADER}`);
    expect([first.utility, second.utility]).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    // Control: each preview's own CSS reaches its root (and not the other's), so bleed would be seen.
    expect([first.color, first.background]).toEqual(['rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
    expect([second.color, second.background]).toEqual(['rgb(4, 5, 6)', 'rgb(4, 5, 6)']);
    expect(pageErrors).toEqual([]);
  });
});
