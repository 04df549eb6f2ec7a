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

/** A phone's view with something open over the page: the top of the screen is pictured, not a root. */
const OPEN_VIEWS = [
  { name: 'myapps-open', label: 'My Apps open', open: '.unav-root .unav-myapps__trigger', dir: 'ltr' },
  { name: 'myapps-open-rtl', label: 'My Apps open, right to left', open: '.unav-root .unav-myapps__trigger', dir: 'rtl' },
  { name: 'mobile-menu', label: 'the mobile menu open', open: '.unav-root .unav-mobile-menu__hamburger', dir: 'ltr' },
] as const;
const PHONE = 375;

interface OpenShot {
  partner: (typeof PARTNERS)[number];
  view: (typeof OPEN_VIEWS)[number];
  file: string;
}

const openShots: OpenShot[] = PARTNERS.flatMap((partner) => OPEN_VIEWS.map((view) => ({ partner, view, file: `${partner.code}-${view.name}-${PHONE}.png` })));

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

/** A signed-in customer's phone view with a dropdown or the mobile menu opened by its trigger (when the template has it). */
async function takeOpen(browser: Browser, origin: string, shot: OpenShot): Promise<boolean> {
  const context = await browser.newContext({ viewport: { width: PHONE, height: 740 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const url = new URL('/', origin);
    url.searchParams.set('persona', 'customer');
    url.searchParams.set('partner', shot.partner.code);
    if (shot.view.dir === 'rtl') url.searchParams.set('dir', 'rtl');
    await page.goto(url.toString());
    await page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('.unav-root .unav-pending'), undefined, { timeout: 10_000 }).catch(() => undefined);
    await page.addStyleTag({ content: '.fx-panel { display: none !important; }' });
    await page.evaluate(() => document.fonts.ready);
    const trigger = page.locator(shot.view.open).first();
    if (!(await trigger.isVisible())) return false;
    await trigger.click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT_DIR}/${shot.file}`, animations: 'disabled' });
    return true;
  } finally {
    await context.close();
  }
}

/** Runs the shots a few at a time: one browser, parallel contexts. Answers the open views pictured. */
async function takeAll(browser: Browser, origin: string, parallel = 4): Promise<OpenShot[]> {
  const queue: (Shot | OpenShot)[] = [...shots, ...openShots];
  const taken: OpenShot[] = [];
  const worker = async () => {
    for (let shot = queue.shift(); shot; shot = queue.shift()) {
      if ('view' in shot) {
        if (await takeOpen(browser, origin, shot)) taken.push(shot);
      } else {
        await take(browser, origin, shot);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return openShots.filter((shot) => taken.includes(shot));
}

function galleryPage(open: readonly OpenShot[]): string {
  const lines = [
    '# Gallery',
    '',
    'Every layout at 375, 768, 1024 and 1440px, for the default templates and each fixture partner,',
    `and a signed-in customer's phone (${PHONE}px) with My Apps or the mobile menu open.`,
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
    const phoneViews = open.filter((shot) => shot.partner === partner);
    if (phoneViews.length > 0) lines.push(`### On a phone (${PHONE}px), open`, '');
    for (const shot of phoneViews) lines.push(`${shot.view.label}`, '', `![${partner.code} ${shot.view.label}](gallery/${shot.file})`, '');
  }
  return `${lines.join('\n')}`;
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
const server = await createMarketServer({ port: 0, distDir: resolve('dist') });
const browser = await launchChromium();
try {
  const open = await takeAll(browser, server.url);
  writeFileSync('docs/gallery.md', galleryPage(open));
  console.log(`${shots.length + open.length} screenshots in ${OUT_DIR}/, shown by docs/gallery.md`);
} finally {
  await browser.close();
  await server.close();
}
