/**
 * Host pages on another origin than the marketplace, as README "Embedding on another origin" has
 * them: a plain page with the script tag (entry and chunks from the marketplace's /dist/) and the
 * React host app served from its own origin. Against a marketplace started with --allow-origin for
 * that origin: the signed-in header with no console error. Against one without: the fallback header
 * and one warning of ours naming the CORS answer that is missing.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { connectBrowser, HEADER, poll } from './browser.ts';

const DIST = resolve(process.env.UNAV_E2E_DIST ?? 'dist');
const PERSONA = 'customer';

/** The page for the script-tag host: the entry from the marketplace, mount() for the header alone. */
function scriptTagPage(market: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Script-tag host</title><link rel="icon" href="data:,"></head><body>
<div id="unav-header"></div><main><h1>A host page on its own origin</h1></main>
<script src="${market}/dist/universal-nav.iife.js"></script>
<script>UniversalNav.mount({
  marketUrl: ${JSON.stringify(market)}, partner: 'APPDIRECT', locale: 'en-US', header: { target: '#unav-header' },
  // The support chat's SDK and DOM library from the demo's stand-ins (a real page keeps the defaults).
  supportChat: { sdkHost: ${JSON.stringify(market)}, domLibraryHost: ${JSON.stringify(market)} },
  // What a host's field monitoring would collect (README "Events").
  onEvent: (event) => (window.navEvents = window.navEvents || []).push(event),
});</script>
</body></html>`;
}

/**
 * A host origin of its own: the script-tag page, and the React host app as its own build would be
 * (the app's files from dist/reacthost on this origin, its page as the marketplace's /react writes it).
 */
async function startHostOrigin(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host.invalid');
      const market = url.searchParams.get('market') ?? '';
      if (url.pathname === '/script-tag') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(scriptTagPage(market));
      } else if (url.pathname === '/react') {
        const page = await fetch(`${market}/react?persona=${PERSONA}`).then((answer) => answer.text());
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replace(/<link rel="stylesheet" href="\/demo\/demo.css">/, '<link rel="icon" href="data:,">'));
      } else if (url.pathname.startsWith('/dist/reacthost/')) {
        const file = normalize(join(DIST, url.pathname.slice('/dist/'.length)));
        if (!file.startsWith(join(DIST, 'reacthost'))) return void res.writeHead(404).end();
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' }).end(body);
      } else {
        res.writeHead(404).end();
      }
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let browser: Browser;
let host: { server: Server; origin: string };
let allowing: MarketServer;
let refusing: MarketServer;
beforeAll(async () => {
  browser = await connectBrowser();
  host = await startHostOrigin();
  [allowing, refusing] = await Promise.all([
    createMarketServer({ port: 0, distDir: DIST, allowOrigins: [host.origin] }),
    createMarketServer({ port: 0, distDir: DIST }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([allowing?.close(), refusing?.close()]);
  await new Promise((done) => host?.server.close(done));
});

interface Seen {
  userState: string | null;
  errors: string[];
  warnings: string[];
  /** What config.onEvent heard (the script-tag page passes one), as `type` or `type:render`. */
  events: string[];
}

/** The host page loaded until `settled` holds for what it shows: the user state and what the console said. */
async function openHost(path: 'script-tag' | 'react', market: MarketServer, settled: (seen: Seen) => boolean): Promise<Seen> {
  const context = await browser.newContext();
  // The persona as the demo stores it: a cookie of the marketplace's host (any port), sent with its calls.
  await context.addCookies([{ name: 'fx_persona', value: PERSONA, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  try {
    await page.goto(`${host.origin}/${path}?market=${encodeURIComponent(market.url)}`);
    const header = page.locator(HEADER);
    await header.waitFor();
    const events = () => page.evaluate(() => ((window as { navEvents?: { type: string; render?: string }[] }).navEvents ?? []).map((event) => (event.render ? `${event.type}:${event.render}` : event.type)));
    const seen = async (): Promise<Seen> => ({ userState: await header.getAttribute('data-user-state'), errors: [...errors], warnings: [...warnings], events: await events() });
    await poll(async () => settled(await seen())).toBe(true);
    // What the rest of the start-up (the widgets' calls, the chunks) would still print.
    await page.waitForLoadState('networkidle');
    return await seen();
  } finally {
    await context.close();
  }
}

const CORS_WARNING = /^universal-nav: the marketplace at http:\/\/127\.0\.0\.1:\d+ did not answer this page's origin http:\/\/127\.0\.0\.1:\d+; .*Access-Control-Allow-Origin/;

describe.each(['script-tag', 'react'] as const)('a %s host on another origin', (path) => {
  it('against a marketplace that allows its origin: the signed-in header, no console error', async () => {
    const seen = await openHost(path, allowing, ({ userState }) => userState === 'loggedin');
    expect(seen).toMatchObject({ userState: 'loggedin', errors: [] });
    if (path === 'script-tag') expect(seen.events).toContain('rendered:fresh');
    expect(seen.warnings.filter((text) => CORS_WARNING.test(text))).toEqual([]);
  });

  it('against one that does not: the fallback header and one warning naming the CORS answer', async () => {
    const seen = await openHost(path, refusing, ({ warnings }) => warnings.some((text) => CORS_WARNING.test(text)));
    expect(seen.userState).toBe('loggedout');
    expect(seen.warnings.filter((text) => CORS_WARNING.test(text))).toHaveLength(1);
    // The host's hook heard the refused calls.
    if (path === 'script-tag') expect(seen.events).toContain('call-failed');
  });
});
