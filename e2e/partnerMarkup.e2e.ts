import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import { HEADER, connectBrowser, marketUrl, openPage, poll, type OpenedPage } from './browser.ts';
import { startLoggingOrigin, type LoggingOrigin } from './loggingOrigin.ts';
import { waitForMount, waitForNav } from './safety.ts';

/**
 * Partner template markup that tries to reach out of the nav, served as the partner's own template
 * set (templatesDir) to the script-tag bundle in Chromium: overlays made of the runtime's own
 * classes, reverse tabnabbing, DOM clobbering and script gadgets, loads from another origin, and
 * an element of one template carried onto the next. Each check has a positive control: the same
 * thing done by the test page itself (not through a template) shows that the check can fail.
 */
const PERSONA = 'multi-company-user';

let browser: Browser;
let server: MarketServer;
let logging: LoggingOrigin;
let dir: { path: string; remove(): void };

beforeAll(async () => {
  browser = await connectBrowser();
  logging = await startLoggingOrigin();
  dir = tempDir('unav-e2e-partner-markup-');
  mkdirSync(resolve(dir.path, 'preview'));
  server = await createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist'), templatesDir: dir.path });
});
afterAll(async () => {
  await fetch(`${server.url}/__fixtures/persona`, { method: 'DELETE' }).catch(() => undefined);
  await browser?.close();
  await server?.close();
  await logging?.close();
  dir?.remove();
});
beforeEach(() => logging.clear());

/** A signed-in header with the placeholders a page waits for, and the partner's markup. */
function headerTemplate(markup: string): string {
  return `<header class="partner-header"><div class="partner-brand">{{logo}}</div>{{userList}}
<div class="partner-attacks">${markup}</div></header>`;
}

function serveHeader(markup: string, preview?: string): void {
  writeFileSync(resolve(dir.path, 'headerIn.html'), headerTemplate(markup));
  writeFileSync(resolve(dir.path, 'preview', 'headerIn.html'), headerTemplate(preview ?? markup));
}

async function openNav(mode: 'published' | 'preview' = 'published'): Promise<OpenedPage> {
  const opened = await openPage(browser, marketUrl('/', { base: server.url, persona: PERSONA, mode, faults: '' }));
  // The page reloads itself when the template folder changes; these tests change it between pages only.
  await opened.page.route('**/__fixtures/live', (route) => route.abort());
  expect(await waitForMount(opened.page)).toBe('mounted');
  await waitForNav(opened.page);
  await opened.page.waitForSelector(`${HEADER} .partner-attacks`);
  return opened;
}

/** Whether the element at the centre of the viewport belongs to the nav (rather than to the host page). */
function centreIsNav(page: Page): Promise<{ inNav: boolean; element: string }> {
  return page.evaluate(() => {
    const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return { inNav: Boolean(element?.closest('[data-unav-root]')), element: element ? `${element.localName}.${element.className}` : 'none' };
  });
}

describe('partner markup stays inside the nav, in Chromium', () => {
  it("an overlay made of the runtime's mask classes covers nothing", async () => {
    serveHeader('<div class="unav-cart-mask" data-testid="mask">mask</div>'
      + '<div class="UNAV-cart-mask partner-own" data-testid="mask2">mask</div>');
    const { page, close } = await openNav();
    try {
      expect(await centreIsNav(page)).toEqual({ inNav: false, element: expect.any(String) });
      expect(await page.locator('[data-testid="mask2"]').getAttribute('class')).toBe('partner-own');
      // Positive control: the same element put into the nav by the page covers the centre.
      await page.evaluate((header) => {
        const mask = document.createElement('div');
        mask.className = 'unav-cart-mask';
        document.querySelector(header)?.append(mask);
      }, HEADER);
      expect(await centreIsNav(page)).toEqual({ inNav: true, element: 'div.unav-cart-mask' });
    } finally {
      await close();
    }
  });

  it('a link with a named target, or with rel="opener", opens a window without window.opener', async () => {
    serveHeader('<a data-testid="named" href="/tabnab-landing" target="partnerwin">named</a>'
      + '<a data-testid="opener" href="/tabnab-landing" target="_blank" rel="OPENER">opener</a>'
      + '<a data-testid="spaced" href="/tabnab-landing" TARGET=" otherwin ">spaced</a>');
    const { page, context, close } = await openNav();
    const openerOf = async (click: () => Promise<void>) => {
      const [popup] = await Promise.all([context.waitForEvent('page'), click()]);
      await popup.waitForLoadState('domcontentloaded');
      const opener = await popup.evaluate(() => window.opener !== null);
      await popup.close();
      return opener;
    };
    try {
      for (const id of ['named', 'opener', 'spaced']) {
        expect(await openerOf(() => page.click(`[data-testid="${id}"]`)), id).toBe(false);
        expect(await page.locator(`[data-testid="${id}"]`).getAttribute('rel'), id).toBe('noopener noreferrer');
      }
      // Positive control: the host page's own link with a named target hands over window.opener.
      await page.evaluate(() => {
        const link = Object.assign(document.createElement('a'), { href: '/tabnab-landing', target: 'hostwin', textContent: 'host link' });
        link.id = 'host-named-link';
        document.body.prepend(link);
      });
      expect(await openerOf(() => page.click('#host-named-link'))).toBe(true);
    } finally {
      await close();
    }
  });

  it("partner ids shadow none of the host page's, and no data-* gadget reaches the page", async () => {
    serveHeader('<a id="pw" data-testid="pw" href="/x">pw</a><a id="appConfig" href="/y">c</a><a id="fx-persona" href="/z">m</a>'
      + '<a href="#main" data-testid="skip">skip</a><label for="fx-locale" data-testid="label">locale</label>'
      + '<button data-bind="click: steal" data-hx-get="/x" data-bs-toggle="popover" data-toggle="tooltip" data-content="&lt;img src=x&gt;" data-testid="gadgets" data-track="nav-cta">b</button>');
    const { page, close } = await openNav();
    try {
      // The host page's own element with a chosen id, after the header in document order.
      await page.evaluate(() => {
        const host = document.createElement('input');
        host.id = 'pw';
        host.type = 'password';
        document.body.append(host);
      });
      const seen = await page.evaluate(() => ({
        pw: document.getElementById('pw')?.localName,
        main: document.getElementById('main')?.localName,
        persona: document.getElementById('fx-persona')?.localName,
        appConfig: typeof (window as unknown as { appConfig?: unknown }).appConfig,
        prefixed: (window as unknown as Record<string, Element | undefined>)['user-content-appConfig']?.localName,
        skip: document.querySelector('[data-testid="skip"]')?.getAttribute('href'),
        labelControl: (document.querySelector('[data-testid="label"]') as HTMLLabelElement | null)?.control ?? null,
        hostLabelControl: document.querySelector<HTMLLabelElement>('label[for="fx-locale"]:not([data-testid])')?.control?.localName,
        gadgets: document.querySelector('[data-testid="gadgets"]')?.getAttributeNames().sort(),
      }));
      expect(seen).toEqual({
        pw: 'input',
        main: 'main',
        persona: 'select',
        appConfig: 'undefined',
        // Positive control: named access does reach a template id, under its prefix.
        prefixed: 'a',
        skip: '#main',
        labelControl: null,
        // Positive control: the host page's own label does reach that control.
        hostLabelControl: 'select',
        gadgets: ['data-testid', 'data-track'],
      });
      // Positive control: markup put into the nav by the page itself does shadow the host's id.
      await page.evaluate((header) => {
        const link = document.createElement('a');
        link.id = 'pw';
        document.querySelector(header)?.prepend(link);
      }, HEADER);
      expect(await page.evaluate(() => document.getElementById('pw')?.localName)).toBe('a');
    } finally {
      await close();
    }
  });

  it('SVG url() references load nothing from another origin; url(#id) of the template still works', async () => {
    const log = logging.origin;
    serveHeader(`<svg width="40" height="40" viewBox="0 0 40 40">
<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"></stop></linearGradient></defs>
<rect width="10" height="10" fill="url(${log}/fill.svg#p)" stroke="url(${log}/stroke.svg#p)"></rect>
<rect width="10" height="10" clip-path="url(${log}/clip.svg#c)" mask="url(${log}/mask.svg#m)"></rect>
<rect width="10" height="10" filter="url(${log}/filter.svg#f)" marker-start="url(${log}/marker.svg#m)"></rect>
<rect width="10" height="10" fill="url( '#g' )" data-testid="own-paint"></rect></svg>`);
    const { page, close } = await openNav();
    try {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(logging.requests()).toEqual([]);
      expect(await page.locator('[data-testid="own-paint"]').getAttribute('fill')).toBe('url(#user-content-g)');
      expect(await page.locator(`${HEADER} linearGradient`).getAttribute('id')).toBe('user-content-g');
      // Positive control: the same references made by the page itself do load from the other origin.
      await page.evaluate((origin) => {
        const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        svg.innerHTML = `<rect width="10" height="10" fill="url(${origin}/fill.svg#p)" clip-path="url(${origin}/clip.svg#c)" mask="url(${origin}/mask.svg#m)"></rect>`;
        document.body.append(svg);
      }, log);
      await poll(() => logging.requests().length, 'the control reaches the logging origin').toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('a value token in a link path stays a path on the marketplace: a name with slashes reaches no other origin', async () => {
    const { host } = new URL(logging.origin);
    const posted = await fetch(`${server.url}/__fixtures/persona`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bootstrap: { UserInfo: { given_name: `/${host}/phish?` } } }),
    });
    expect(posted.status).toBe(200);
    serveHeader('<a data-testid="name-link" href="/{{userFirstName}}">me</a>');
    const { page, close } = await openNav();
    try {
      const href = await page.locator('[data-testid="name-link"]').getAttribute('href');
      await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.click('[data-testid="name-link"]')]);
      expect(logging.requests()).toEqual([]);
      expect(new URL(page.url()).origin).toBe(server.url);
      expect(href).toBe(`${server.url}/${encodeURIComponent(`/${host}/phish?`)}`);
      // Positive control: the link the old fill made (the name as written after the slash) leaves the site.
      await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
      await page.evaluate((path) => {
        const link = Object.assign(document.createElement('a'), { href: path, textContent: 'control' });
        link.id = 'control-link';
        document.body.prepend(link);
      }, `//${host}/phish?`);
      await Promise.all([page.waitForURL((url) => url.host === host), page.click('#control-link')]);
      expect(logging.requests().length).toBeGreaterThan(0);
    } finally {
      await close();
      await fetch(`${server.url}/__fixtures/persona`, { method: 'DELETE' });
    }
  });

  it("after the template changes on a live page, the new template's elements carry nothing of the old one", async () => {
    // The same structure in both, so React could reuse each element for the other template.
    serveHeader(
      '<div class="swap"><p>same</p><a href="/a" target="evilwin" class="from-a" title="from A"><b>A</b></a></div>'
      + '<p>same</p><a href="/a2" target="evilwin2" class="from-a"><b>A</b></a>',
      '<div class="swap"><p>same</p><a href="/b"><i>B</i></a></div>'
      + '<p>same</p><a href="/b2"><i>B {{copyrightYear}}</i></a>',
    );
    const { page, close } = await openNav();
    const links = () => page.evaluate((header) => [...document.querySelectorAll(`${header} .partner-attacks a`)].map((link) => ({
      attributes: link.getAttributeNames().sort(),
      target: link.getAttribute('target'),
      html: link.innerHTML,
    })), HEADER);
    try {
      // Template A is on the page (the checks below can fail).
      expect((await links()).map((link) => link.target)).toEqual(['evilwin', 'evilwin2']);
      await page.evaluate(() => (window as unknown as { __unavHandle: { update(partial: object): Promise<void> } }).__unavHandle.update({ mode: 'preview' }));
      await poll(async () => (await links()).map((link) => link.html)).toEqual(['<i>B</i>', expect.stringMatching(/^<i>B \d{4}<\/i>$/)]);
      expect((await links()).map((link) => link.attributes)).toEqual([['href'], ['href']]);
      expect(await page.locator(`${HEADER} .swap`).evaluate((swap) => swap.outerHTML)).toBe(
        `<div class="swap"><p>same</p><a href="${server.url}/b"><i>B</i></a></div>`,
      );
    } finally {
      await close();
    }
  });
});
