/**
 * The package as a host meets it: `npm pack` of the build, unpacked into the node_modules of a fresh
 * Vite + React app (as `npm create vite` writes one: react, react-dom, vite, @vitejs/plugin-react),
 * with only the dependencies the packed package.json declares beside it: offline, nothing from a
 * registry. The app imports the components and the critical stylesheet by the package's names,
 * `vite build` must succeed, and the built app, served from its own origin, shows the signed-in
 * header against a marketplace that allows that origin, with no console error. A plain page with the
 * tarball's script-tag entry does the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { connectBrowser, HEADER, poll } from './browser.ts';

const REPO = resolve('.');
const PERSONA = 'customer';
/** What `npm create vite` (react template) installs, taken from this repository's node_modules. */
const APP_PACKAGES = ['react', 'react-dom', 'vite', '@vitejs/plugin-react'];

const APP_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fresh-host-app', private: true, type: 'module', dependencies: { 'universal-nav': 'file:universal-nav.tgz' } }, null, 2),
  'vite.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`,
  'index.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fresh host app</title><link rel="icon" href="data:,"></head>
<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>
`,
  'src/main.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UniversalFooter, UniversalHeader } from 'universal-nav';
import 'universal-nav/universal-nav.css';

const market = new URLSearchParams(location.search).get('market');
const config = { marketUrl: market, partner: 'APPDIRECT', locale: 'en-US', supportChat: { sdkHost: market, domLibraryHost: market } };

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <UniversalHeader config={config} />
    <main><h1>A fresh Vite app</h1></main>
    <UniversalFooter config={config} />
  </StrictMode>,
);
`,
};

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A static origin of its own: the built app at /, the tarball's dist/ at /nav/ and a script-tag page at /script-tag. */
async function serveStatic(appDist: string, navDist: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host.invalid');
      if (url.pathname === '/script-tag') {
        const market = JSON.stringify(url.searchParams.get('market'));
        return void res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Script tag</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/nav/universal-nav.css"></head>
<body><div id="unav-header"></div><main><h1>A plain page</h1></main>
<script src="/nav/universal-nav.iife.js"></script>
<script>UniversalNav.mount({ marketUrl: ${market}, partner: 'APPDIRECT', locale: 'en-US', header: { target: '#unav-header' }, supportChat: { sdkHost: ${market}, domLibraryHost: ${market} } });</script>
</body></html>`);
      }
      const [root, path] = url.pathname.startsWith('/nav/') ? [navDist, url.pathname.slice('/nav/'.length)] : [appDist, url.pathname === '/' ? 'index.html' : url.pathname.slice(1)];
      const file = normalize(join(root, path));
      if (!file.startsWith(root)) return void res.writeHead(404).end();
      const body = await readFile(file).catch(() => undefined);
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let folder: string;
let app: string;
let buildOutput: string;
let browser: Browser;
let market: MarketServer;
let host: { server: Server; origin: string };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'unav-packed-'));
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], { cwd: REPO, encoding: 'utf8' })) as { filename: string }[];
  const tarball = join(folder, pack?.filename ?? '');

  // The app, with the tarball unpacked where npm would install it.
  app = join(folder, 'app');
  for (const [name, text] of Object.entries(APP_FILES)) {
    await mkdir(join(app, name, '..'), { recursive: true });
    await writeFile(join(app, name), text);
  }
  const installed = join(app, 'node_modules', 'universal-nav');
  await mkdir(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  // Its declared dependencies and the app's own packages, from this repository's install.
  const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const name of [...Object.keys(manifest.dependencies ?? {}), ...APP_PACKAGES]) {
    await mkdir(join(app, 'node_modules', name, '..'), { recursive: true });
    await symlink(join(REPO, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  buildOutput = execFileSync(process.execPath, [join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: app, encoding: 'utf8', stdio: 'pipe' });

  host = await serveStatic(join(app, 'dist'), join(installed, 'dist'));
  [browser, market] = await Promise.all([connectBrowser(), createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist'), allowOrigins: [host.origin] })]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await market?.close();
  if (host) await new Promise((done) => host.server.close(done));
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the packed package in a fresh Vite + React app', () => {
  it('builds from the tarball alone (vite build, no warning)', () => {
    expect(buildOutput.trim()).toBe('');
  });

  it.each(['/', '/script-tag'])('%s on its own origin shows the signed-in header with no console error', async (path) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'fx_persona', value: PERSONA, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    try {
      await page.goto(`${host.origin}${path}?market=${encodeURIComponent(market.url)}`);
      await poll(() => page.locator(HEADER).getAttribute('data-user-state')).toBe('loggedin');
      await page.waitForLoadState('networkidle');
      // The critical stylesheet (imported by the app by its package name, linked by the plain page) is in the page.
      const criticalRule = await page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('#unav-header'))));
      expect(criticalRule).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
