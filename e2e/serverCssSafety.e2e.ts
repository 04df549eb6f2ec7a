/**
 * Partner CSS that holds `</style` where a CSS parser reads something harmless, served as a
 * partner's css.css and cssHeader.css, reaches Chromium three ways: a host page rendered on a
 * server exactly as the README shows (`<style>${css}</style>`), the script-tag bundle's mount(),
 * and UniversalNav.preview(). None of them runs the partner's script, the page keeps one style
 * element per CSS block and nothing outside the nav's targets, and the partner's other rules
 * still style the header. A control page puts the same CSS into a <style> element as the partner
 * wrote it, and runs the script: the checks see it when it happens.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import type * as ServerEntry from '../runtime/server.ts';
import { BENIGN_AFTER, STYLE_END_TAG_SHAPES } from '../test/css/styleEndTagShapes.ts';
import { HEADER, connectBrowser, openPage, type OpenedPage } from './browser.ts';

const DIST = resolve(process.env.UNAV_E2E_DIST ?? 'dist');
/** Every shape, then a rule that must still style the header (its colour is checked). */
const HOSTILE = [...STYLE_END_TAG_SHAPES.map((shape) => shape.css), BENIGN_AFTER, '.unav-root .unav-header { outline: 3px solid rgb(9, 8, 7) }'].join('\n');
const PERSONAS = { visitor: 'visitor', 'signed-in': 'customer' };

let browser: Browser;
let market: MarketServer;
let host: Server;
let hostOrigin: string;
let folder: { path: string; remove(): void };

/**
 * The host page of the README's "Server rendering", on its own origin: the request's cookies and
 * path to loadNavData, renderNav's output put into the page as it is. `?control` writes the
 * partner's CSS into the page's <style> element as written instead.
 */
async function startHost(entry: typeof ServerEntry): Promise<Server> {
  const window = new JSDOM('').window;
  const server = createServer((request, response) => {
    void (async () => {
      const config = { marketUrl: market.url, header: { target: '#unav-header' }, footer: { target: '#unav-footer' }, search: { target: '#adsearch' } };
      const data = await entry.loadNavData(config, { cookies: request.headers.cookie, url: request.url ?? '/' });
      const { html, css, dataScript } = entry.renderNav(data, { window: window as never, cookies: request.headers.cookie });
      const style = request.url?.includes('control') ? HOSTILE : css;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><head><title>Host</title><style>${style}</style></head><body>
<div id="unav-header">${html.header ?? ''}</div>
<main id="main"><h1>Host page</h1><div id="adsearch">${html.search ?? ''}</div></main>
<div id="unav-footer">${html.footer ?? ''}</div>
${dataScript}</body></html>`);
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

beforeAll(async () => {
  browser = await connectBrowser();
  folder = tempDir('unav-e2e-style-end-');
  writeFileSync(resolve(folder.path, 'css.css'), HOSTILE);
  writeFileSync(resolve(folder.path, 'cssHeader.css'), HOSTILE);
  market = await createMarketServer({ port: 0, distDir: DIST, templatesDir: folder.path });
  const entry = (await import(pathToFileURL(resolve(DIST, 'server/index.js')).href)) as typeof ServerEntry;
  host = await startHost(entry);
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => host?.close(done));
  await market?.close();
  folder?.remove();
});

interface PageFacts {
  xss: string[];
  styles: number;
  images: number;
  bodyChildren: string[];
  /** The outline a later partner rule gives the header bar, where there is one. */
  headerOutline: string | undefined;
}

/** What the checks read, after the page's images had their chance to fail and fire onerror. */
async function factsOf(page: Page): Promise<PageFacts> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  return page.evaluate((header) => ({
    xss: (window as unknown as { __xssLog: string[] }).__xssLog,
    styles: document.querySelectorAll('style').length,
    images: document.querySelectorAll('img[src="x"]').length,
    bodyChildren: [...document.body.children].map((element) => element.id || element.localName),
    headerOutline: ((bar) => (bar ? getComputedStyle(bar).outlineColor : undefined))(document.querySelector(`${header} .unav-header`)),
  }), HEADER);
}

async function openAs(url: string, persona: string): Promise<OpenedPage> {
  return openPage(browser, url, {
    beforeLoad: (page) => page.context().addCookies([{ name: 'fx_persona', value: persona, url: market.url }]),
  });
}

describe('partner CSS holding "</style" on a page', () => {
  for (const [who, persona] of Object.entries(PERSONAS)) {
    it(`a host page rendered on a server as the README shows runs none of it (${who}; css and cssHeader)`, async () => {
      const opened = await openAs(`${hostOrigin}/home`, persona);
      try {
        const facts = await factsOf(opened.page);
        expect(facts.xss).toEqual([]);
        expect(facts.styles).toBe(1);
        expect(facts.images).toBe(0);
        expect(facts.bodyChildren).toEqual(['unav-header', 'main', 'unav-footer', 'unav-data']);
        // The rest of the partner's CSS still styles the header, and the user is who asked.
        expect(facts.headerOutline).toBe('rgb(9, 8, 7)');
        expect(await opened.page.getAttribute(HEADER, 'data-layout')).toBe(who === 'signed-in' ? 'headerIn' : 'headerOut');
        expect(opened.pageErrors).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }

  it('control: the same CSS put into the <style> element as the partner wrote it runs the script', async () => {
    const opened = await openAs(`${hostOrigin}/home?control`, 'visitor');
    try {
      const facts = await factsOf(opened.page);
      expect(facts.xss.length).toBeGreaterThan(0);
      expect(facts.images).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  });

  it('mount() in the browser (the script-tag bundle) runs none of it and still applies the rest', async () => {
    const opened = await openAs(`${market.url}/home`, 'customer');
    try {
      await opened.page.waitForSelector('html[data-unav-state="mounted"]');
      const facts = await factsOf(opened.page);
      expect(facts.xss).toEqual([]);
      expect(facts.images).toBe(0);
      expect(facts.headerOutline).toBe('rgb(9, 8, 7)');
    } finally {
      await opened.close();
    }
  });

  it('UniversalNav.preview() runs none of it and still applies the rest', async () => {
    const opened = await openAs(`${market.url}/preview-host`, 'visitor');
    try {
      await opened.page.waitForFunction(() => typeof (window as unknown as { UniversalNav?: { preview?: unknown } }).UniversalNav?.preview === 'function');
      await opened.page.evaluate((css) => {
        const nav = (window as unknown as { UniversalNav: { preview(target: string, options: unknown): unknown } }).UniversalNav;
        nav.preview('#preview', { templates: { headerOut: '<header class="unav-header-like">Preview</header>', css, cssHeader: css }, layout: 'headerOut', show: 'header' });
      }, HOSTILE);
      await opened.page.waitForSelector(`#preview ${HEADER}`);
      const facts = await factsOf(opened.page);
      expect(facts.xss).toEqual([]);
      expect(facts.images).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
