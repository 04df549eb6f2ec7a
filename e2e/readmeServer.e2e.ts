/**
 * README "Server rendering": its `server.mjs` block, taken from the README as it is written and run
 * with Node as a host would run it (the package and jsdom installed beside it), against a demo
 * marketplace that allows the host's origin. A visitor and a signed-in user each get their own
 * header in the HTML, and the browser hydrates it with no console error or warning and without
 * asking the marketplace again for what the server sent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { connectBrowser, HEADER, poll } from './browser.ts';
import { callsTo, clearFixtureRequests } from './fixturesControl.ts';

const DIST = resolve(process.env.UNAV_E2E_DIST ?? 'dist');
/** The support chat's default script hosts (services/supportChat/supportChatScripts.ts). */
const SUPPORT_CHAT_HOSTS = /^https:\/\/(dev\.zopim\.com|cdn\.jsdelivr\.net)\//;

/** The README's `server.mjs` code block, exactly as written. */
async function readmeServerCode(): Promise<string> {
  const readme = await readFile('README.md', 'utf8');
  const block = /```js\n(\/\/ server\.mjs\n[\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```js block starting with // server.mjs');
  return block;
}

/** A port nothing listens on now (the README's server takes its port from PORT). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Waits until the host answers (its process printing nothing), or says why it never did. */
async function untilListening(origin: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited with ${child.exitCode}: ${hostOutput.join('')}`);
    if (await fetch(`${origin}/`, { method: 'HEAD' }).then(() => true, () => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server.mjs did not answer in 20 s: ${hostOutput.join('')}`);
}

let browser: Browser;
let market: MarketServer;
let host: ChildProcess;
let hostOrigin: string;
let folder: string;
const hostOutput: string[] = [];

beforeAll(async () => {
  // A host's folder: server.mjs, with universal-nav and jsdom installed in its node_modules.
  folder = await mkdtemp(join(tmpdir(), 'unav-readme-server-'));
  await mkdir(join(folder, 'node_modules'));
  await symlink(resolve('.'), join(folder, 'node_modules', 'universal-nav'), 'dir');
  await symlink(resolve('node_modules/jsdom'), join(folder, 'node_modules', 'jsdom'), 'dir');
  await writeFile(join(folder, 'server.mjs'), await readmeServerCode());

  const port = await freePort();
  hostOrigin = `http://127.0.0.1:${port}`;
  [browser, market] = await Promise.all([connectBrowser(), createMarketServer({ port: 0, distDir: DIST, allowOrigins: [hostOrigin] })]);
  host = spawn(process.execPath, ['server.mjs'], { cwd: folder, env: { ...process.env, MARKET_URL: market.url, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  host.stdout?.on('data', (chunk: Buffer) => hostOutput.push(chunk.toString()));
  host.stderr?.on('data', (chunk: Buffer) => hostOutput.push(chunk.toString()));
  await untilListening(hostOrigin, host);
});

afterAll(async () => {
  host?.kill('SIGTERM');
  await browser?.close();
  await market?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("README's server example (server.mjs, node:http), run as written", () => {
  for (const persona of ['visitor', 'customer'] as const) {
    it(`renders the ${persona}'s own header on the server and hydrates it without a second call, error or warning`, async () => {
      const context = await browser.newContext();
      // The demo's persona cookie on the marketplace's host: cookies of a host are shared by its ports, as
      // a marketplace's session cookie is by the sites of one domain.
      await context.addCookies([{ name: 'fx_persona', value: persona, domain: '127.0.0.1', path: '/' }]);
      // The support chat's real script hosts (the example keeps the defaults) answered by the demo's
      // stand-ins at the same paths: this machine has no way out.
      await context.route(SUPPORT_CHAT_HOSTS, async (route) => {
        const { pathname } = new URL(route.request().url());
        try {
          await route.fulfill({ response: await route.fetch({ url: `${market.url}${pathname}` }) });
        } catch (error) {
          // The case closed its page while this script was on its way: nothing is left to answer.
          if (!/disposed|closed/i.test(String(error))) throw error;
        }
      });
      // What a host's field monitoring hears (README "Events"): the hydration is done at render 'server'.
      await context.addInitScript(() => {
        const renders: string[] = [];
        (window as { navRenders?: string[] }).navRenders = renders;
        window.addEventListener('universalnav:rendered', (event) => renders.push((event as CustomEvent<{ render: string }>).detail.render));
      });
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      try {
        await clearFixtureRequests(market.url);
        const response = await page.goto(`${hostOrigin}/`);
        const html = (await response?.text()) ?? '';
        // The server's HTML is this user's header already.
        const userState = /data-user-state="(\w+)"/.exec(html)?.[1];
        expect(userState).toBe(persona === 'customer' ? 'loggedin' : 'loggedout');
        const serverLink = await page.locator(`${HEADER} a[href]`).first().elementHandle();
        await poll(() => page.evaluate(() => (window as { navRenders?: string[] }).navRenders)).toEqual(['server']);
        await page.waitForLoadState('networkidle');
        expect(await page.locator(HEADER).getAttribute('data-user-state')).toBe(userState);
        // Hydrated, not replaced; nothing said on the console.
        expect(await serverLink?.evaluate((element) => element.isConnected)).toBe(true);
        expect(messages).toEqual([]);
        // The server asked once for each; the browser asked again for none.
        for (const endpoint of ['bootstrap', 'templates', 'translations', 'theme'] as const) {
          expect((await callsTo(endpoint, market.url)).length, endpoint).toBe(1);
        }
      } finally {
        await context.close();
      }
      expect(hostOutput.join('')).toBe('');
    });
  }
});
