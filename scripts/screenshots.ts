/**
 * `npm run screenshots`: pictures of every layout at 375, 768, 1024 and 1440px for the default
 * templates and each fixture partner with its own look (light), and a dark partner theme, taken in
 * Chromium against the local marketplace (started here on a free port, serving `dist/`). Writes
 * `docs/gallery/<partner>-<layout>-<width>.png` and the page that shows them, `docs/gallery.md`.
 * Run `npm run build` first.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { createMarketServer } from '../fixtures/server/createMarketServer.ts';
import { launchChromium } from '../test/chromium.ts';

const OUT_DIR = 'docs/gallery';
const WIDTHS = [375, 768, 1024, 1440] as const;

/** The partners pictured: the default templates, the two with their own templates, a dark theme. */
const PARTNERS = [
  { code: 'appdirect', name: 'Default templates (AppDirect)', look: 'light' },
  { code: 'northwind', name: 'Northwind (own templates)', look: 'light' },
  { code: 'globex', name: 'Globex (own templates, mega nav)', look: 'light' },
  { code: 'nightfall', name: 'Nightfall (default templates, dark theme)', look: 'dark' },
] as const;

/** Each layout, the page and persona that shows it, and the root pictured. */
const LAYOUTS = [
  { name: 'headerIn', path: '/', persona: 'customer', root: 'header' },
  { name: 'headerOut', path: '/', persona: 'visitor', root: 'header' },
  { name: 'headerSso', path: '/login', persona: 'visitor', root: 'header' },
  { name: 'headerCheckout', path: '/checkout/payment', persona: 'customer', root: 'header' },
  { name: 'footer', path: '/', persona: 'customer', root: 'footer' },
] as const;

interface Shot {
  partner: (typeof PARTNERS)[number];
  layout: (typeof LAYOUTS)[number];
  width: number;
  file: string;
}

const shots: Shot[] = PARTNERS.flatMap((partner) => LAYOUTS.flatMap((layout) => WIDTHS.map((width) => ({
  partner, layout, width, file: `${partner.code}-${layout.name}-${width}.png`,
}))));

/** One picture: the page settled (user-bound parts in, fonts ready), then the root's box. */
async function take(browser: Browser, origin: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ viewport: { width: shot.width, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const url = new URL(shot.layout.path, origin);
    url.searchParams.set('persona', shot.layout.persona);
    url.searchParams.set('partner', shot.partner.code);
    await page.goto(url.toString());
    await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('.unav-root .unav-pending, .unav-search[data-status="loading"]'), undefined, { timeout: 10_000 })
      .catch(() => undefined);
    // The demo's own control panel floats over the page: not part of the nav pictured.
    await page.addStyleTag({ content: '.fx-panel { display: none !important; }' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const root = page.locator(`.unav-root[data-unav-root="${shot.layout.root}"]`);
    await root.scrollIntoViewIfNeeded();
    await root.screenshot({ path: `${OUT_DIR}/${shot.file}`, animations: 'disabled' });
  } finally {
    await context.close();
  }
}

/** Runs the shots a few at a time: one browser, parallel contexts. */
async function takeAll(browser: Browser, origin: string, parallel = 4): Promise<void> {
  const queue = [...shots];
  const worker = async () => {
    for (let shot = queue.shift(); shot; shot = queue.shift()) await take(browser, origin, shot);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

function galleryPage(): string {
  const lines = [
    '# Gallery',
    '',
    'Every layout at 375, 768, 1024 and 1440px, for the default templates and each fixture partner.',
    'Made by `npm run screenshots` (after `npm run build`) from the local marketplace; do not edit by hand.',
    '',
  ];
  for (const partner of PARTNERS) {
    lines.push(`## ${partner.name}`, '');
    for (const layout of LAYOUTS) {
      lines.push(`### ${layout.name} (${layout.persona}, \`${layout.path}\`)`, '');
      for (const width of WIDTHS) {
        lines.push(`${width}px`, '', `![${partner.code} ${layout.name} at ${width}px](gallery/${partner.code}-${layout.name}-${width}.png)`, '');
      }
    }
  }
  return `${lines.join('\n')}`;
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
const server = await createMarketServer({ port: 0, distDir: resolve('dist') });
const browser = await launchChromium();
try {
  await takeAll(browser, server.url);
  writeFileSync('docs/gallery.md', galleryPage());
  console.log(`${shots.length} screenshots in ${OUT_DIR}/, shown by docs/gallery.md`);
} finally {
  await browser.close();
  await server.close();
}
