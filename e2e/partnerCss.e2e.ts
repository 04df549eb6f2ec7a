import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import { scopePartnerCssOnServer } from '../engine/server/scopePartnerCssOnServer.ts';
import { partnerCssAttacks, type PartnerCssAttack } from '../test/css/partnerCssAttacks.ts';
import { HEADER, connectBrowser, marketUrl } from './browser.ts';
import { PagePool } from './pagePool.ts';
import { startLoggingOrigin, type LoggingOrigin } from './loggingOrigin.ts';
import { waitForMount, waitForNav } from './safety.ts';

/**
 * Partner CSS built to attack the host page, served as a partner's css.css / cssHeader.css: the
 * host page keeps its styles and fonts, nothing reaches a second origin, the page centre stays
 * the host's. Then the two readers of partner CSS (the browser's CSSOM, postcss on a server) give
 * the same rules for the fixtures' CSS and every attack.
 */
const PERSONA = 'multi-company-user';
const CSRF_TOKEN = 's3cr3t-csrf-token';
/** The benign partner CSS: it must style the header, or the attacks below prove nothing. */
const BENIGN = '.unav-root { background-color: rgb(10, 20, 30); } .unav-root .x { color: red; }';
const BENIGN_BACKGROUND = 'rgb(10, 20, 30)';

let browser: Browser;
/** Every attack loads the page again: pages kept open between loads, each left clean as a new context. */
let pages: PagePool;

/**
 * A marketplace serving its own partner CSS, with a logging origin of its own: the attacks run
 * three at a time, one on each, so that every request an attack makes is heard as that attack's.
 */
interface Slot {
  server: MarketServer;
  logging: LoggingOrigin;
  dir: { path: string; remove(): void };
  /** The attacks, aimed at this slot's logging origin. */
  attacks: PartnerCssAttack[];
}
const SLOTS = 3;
let slots: Slot[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
  pages = new PagePool(browser, (page) => page.addInitScript(addHostElements, CSRF_TOKEN));
  slots = await Promise.all(Array.from({ length: SLOTS }, async () => {
    const logging = await startLoggingOrigin();
    const dir = tempDir('unav-e2e-css-');
    const server = await createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist'), templatesDir: dir.path });
    return { server, logging, dir, attacks: partnerCssAttacks(logging.origin) };
  }));
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  for (const slot of slots) {
    await slot.server.close();
    await slot.logging.close();
    slot.dir.remove();
  }
});

/**
 * Host content an attack would go for, put on the page before the navigation mounts: a CSRF token
 * in a hidden input (before the header, so that sibling selectors could reach it), a price in a
 * font of the host's own, and a banner.
 */
function addHostElements(token: string): void {
  document.addEventListener('DOMContentLoaded', () => {
    const csrf = document.createElement('input');
    Object.assign(csrf, { type: 'hidden', id: 'host-csrf', name: '_csrf', value: token });
    csrf.setAttribute('value', token);
    document.body.prepend(csrf);
    const banner = document.createElement('div');
    banner.id = 'host-banner';
    banner.textContent = 'Host banner';
    const price = document.createElement('span');
    price.id = 'host-price';
    price.textContent = '$1,234.56';
    price.style.fontFamily = 'HostPriceFont, "DejaVu Sans", sans-serif';
    price.style.fontSize = '40px';
    document.getElementById('main')?.prepend(banner, price);
  });
}

interface HostView {
  styles: Record<string, string>;
  priceWidth: number;
  fonts: string[];
  centre: string;
  headerBackground: string;
  navShown?: boolean;
}

async function readHost(page: Page): Promise<HostView> {
  return page.evaluate((header) => {
    const properties = ['display', 'visibility', 'color', 'background-color', 'background-image', 'font-family', 'opacity', 'position', 'transform'];
    const styles: Record<string, string> = {};
    for (const selector of [':root', 'body', 'main', '#main h1', '.fx-hero', '.fx-listing', '#host-banner', '#host-price', '#host-csrf', '#unav-header', '#unav-footer']) {
      const element = document.querySelector(selector);
      const computed = element ? getComputedStyle(element) : undefined;
      for (const property of properties) styles[`${selector} ${property}`] = computed?.getPropertyValue(property) ?? 'missing';
    }
    const describe = (element: Element | null): string => {
      const path: string[] = [];
      for (let at = element; at; at = at.parentElement) path.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ''}`);
      return path.join('>');
    };
    return {
      styles,
      priceWidth: document.getElementById('host-price')?.getBoundingClientRect().width ?? -1,
      fonts: [...document.fonts].map((face) => `${face.family} ${face.status}`),
      centre: describe(document.elementFromPoint(innerWidth / 2, innerHeight / 2)),
      headerBackground: getComputedStyle(document.querySelector(header) as Element).backgroundColor,
    };
  }, HEADER);
}

async function loadWith(slot: Slot, css: string, cssHeader: string): Promise<HostView> {
  writeFileSync(join(slot.dir.path, 'css.css'), css);
  writeFileSync(join(slot.dir.path, 'cssHeader.css'), cssHeader);
  const opened = await pages.open(marketUrl('/', { base: slot.server.url, persona: PERSONA, faults: '' }));
  try {
    const { page } = opened;
    expect(await waitForMount(page)).toBe('mounted');
    // A stray } that hid the page would also hide the navigation: that is recorded, not awaited.
    const navShown = await waitForNav(page, 10_000).then(() => true, () => false);
    // Let images, fonts and anything a selector could still trigger try to load.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(200);
    return { ...(await readHost(page)), navShown };
  } finally {
    await opened.close();
  }
}

describe('hostile partner CSS in Chromium', () => {
  let baseline: HostView;

  it('the benign partner CSS styles the header, and the logging origin hears a request the page makes (the checks can fail)', async () => {
    const [slot] = slots as [Slot];
    const { logging } = slot;
    baseline = await loadWith(slot, BENIGN, BENIGN);
    expect(baseline.navShown).toBe(true);
    expect(baseline.headerBackground).toBe(BENIGN_BACKGROUND);
    expect(baseline.styles['#host-price display']).toBe('inline');
    expect(baseline.centre).not.toContain('#unav-header');
    expect(baseline.centre).toMatch(/^html>body/);

    logging.clear();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(marketUrl('/', { base: slot.server.url, persona: PERSONA, faults: '' }));
    await page.evaluate((origin) => new Promise((done) => {
      const image = new Image();
      image.onload = image.onerror = done;
      image.src = `${origin}/control.gif`;
    }), logging.origin);
    await context.close();
    expect(logging.requests().map((request) => request.url)).toEqual(['/control.gif']);
    logging.clear();
  });

  it('no attack changes the host page, loads from another origin or covers the page centre', { timeout: 600_000 }, async () => {
    expect(baseline, 'measured by the previous test').toBeDefined();
    const failures: string[] = [];
    await Promise.all(slots.map(async (slot, first) => {
      const { attacks, logging } = slot;
      for (let index = first; index < attacks.length; index += SLOTS) {
        const attack = attacks[index] as PartnerCssAttack;
        logging.clear();
        // Half of them as css.css (header and footer), half as cssHeader.css; the other file stays benign.
        const view = index % 2 === 0 ? await loadWith(slot, attack.css, BENIGN) : await loadWith(slot, BENIGN, attack.css);
      const changed = Object.keys(baseline.styles).filter((key) => view.styles[key] !== baseline.styles[key]);
      const seen = [
        ...changed.map((key) => `${key}: ${baseline.styles[key]} -> ${view.styles[key]}`),
        ...(view.priceWidth === baseline.priceWidth ? [] : [`#host-price width ${baseline.priceWidth} -> ${view.priceWidth}`]),
        ...(view.fonts.join() === baseline.fonts.join() ? [] : [`fonts ${view.fonts.join(', ')}`]),
        ...(view.centre === baseline.centre ? [] : [`page centre is ${view.centre}`]),
        ...(view.navShown ? [] : ['the navigation is hidden']),
        ...logging.requests().map((request) => `request ${request.method} ${request.url}`),
      ];
        if (seen.length > 0) failures.push(`${attack.name}: ${seen.join('; ')}`);
      }
    }));
    const attacks = slots[0]?.attacks ?? [];
    console.info(`[partner css] ${attacks.length} attacks served as partner CSS, ${failures.length} with an effect on the host page`);
    expect(failures).toEqual([]);
  });
});

/** The browser path as one script for the page: the same module the runtime uses, built on its own. */
async function bundleBrowserPath(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'engine/react/styles/scopePartnerCssInBrowser.ts', formats: ['iife'], name: 'PartnerCssInBrowser' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((output): output is Rollup.OutputChunk => output.type === 'chunk');
  if (!chunk) throw new Error('no bundle for the browser path');
  return chunk.code;
}

function fixtureCss(): { name: string; css: string }[] {
  const root = resolve('fixtures/partners');
  const found: { name: string; css: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) found.push({ name: relative(root, path), css: readFileSync(path, 'utf8') });
    }
  };
  walk(root);
  return found;
}

/** More shapes than the attacks: nesting, conditions, var() in shorthands, escapes in selectors, what each reader normalises. */
const SHAPES: { name: string; css: string }[] = [
  { name: 'nesting and nested declarations', css: '.unav-root .a { color: red; .b { color: blue; } margin: 0; & > .c { padding: 1px 2px; } border: 1px solid; @media (min-width: 10px) { color: green; .d { color: navy } } }' },
  { name: 'conditions', css: '@media screen and (max-width: 736px) { .a { color: red } } @supports (display: grid) and (not (display: inline-grid)) { .b { display: grid } } @container (min-width: 400px) { .c { color: red } } @container card (width > 30em) { .d { color: red } }' },
  { name: 'var() in shorthands and longhands', css: '.a { border: 1px solid var(--unav-nav-bg); margin: var(--m) 0; color: var(--unav-nav-font-color, #123); background: var(--x) no-repeat; inset: var(--i); place-items: var(--p); --local: 4px; padding: calc(var(--local) * 2); }' },
  { name: 'escapes in selectors and names', css: '.md\\:flex { c\\6flor: red } .\\31 23 { color: blue } #\\31 a { color: green } .a\\.b { color: red } [data-x="a\\"b"] { color: red }' },
  { name: 'important and case', css: '.a { COLOR: RED !IMPORTANT; Margin: 0 ! important; background: URL(/img/a.png) }' },
  { name: 'allowed images', css: `.a { background-image: url(/img/a.png) } .b { background: url("data:image/png;base64,iVBORw0KGgo=") } .c { list-style-image: url(img/b.gif) } .d { background-image: url(${'https://cdn.example.com'}/x.webp), image-set("/a.png" 1x, "/b.png" 2x) }` },
  { name: 'shorthands expanded by the browser', css: '.a { background: #fff url(/x.png) no-repeat center / cover; font: italic 600 14px/1.4 Georgia, serif; flex: 1 1 auto; grid-template: "a b" 1fr / 1fr 2fr; transition: color .2s ease-in-out; border-radius: 4px 8px } .b { margin: 0; margin-top: 5px; padding: 1px 2px 3px 4px; }' },
  { name: 'pseudo-classes that stay inside', css: '.a:has(> .b) { color: red } .a:is(.b, .c) .d { color: red } .e:not(.f) { color: red } .g:nth-child(2n + 1) { color: red } .h:where(.i) { color: red } li:nth-of-type(odd)::marker { color: red }' },
  { name: 'nesting past the limit', css: `${'@media screen { '.repeat(31)}.a { color: red; .b { color: blue; .c { color: green } margin: 0 } padding: 0 }${' }'.repeat(31)}` },
  { name: 'z-index values', css: '.a { z-index: 5 } .b { position: relative; z-index: 2147483647 } .c { z-index: var(--z) } .d { z-index: calc(1 + 1) } .e { z-index: auto } .f { z-index: -3 } .g { z-index: +7 } .h { z-index: 1e3 } .i { z-index: 1000.0 } .j { z-index: 0001000 } .k { z-index: 99999999999 } .l { z-index: 1001 }' },
  { name: 'comments everywhere', css: '/* a */ .a /* b */ .b /* c */ { /* d */ color /* e */ : /* f */ red /* g */ ; } @media /* h */ screen /* i */ { .c { color: blue } }' },
];

/**
 * Where postcss throws even on the prepared text (it has no recovery for these), the server path
 * uses nothing of the sheet, where the browser drops only the broken part: the server path is the
 * stricter one, never the laxer.
 */
const SERVER_STRICTER: { name: string; css: string }[] = [
  { name: 'a declaration without a colon', css: '.a { color red; margin: 0 } .b { color: blue }' },
  { name: 'a semicolon in a top-level selector', css: 'a;b { color: red } .c { color: blue }' },
  { name: 'an HTML comment opener', css: '.a { color: red } <!-- .b { color: blue } -->' },
];

describe('the browser path and the server path give the same rules', () => {
  it('for the fixtures\' partner CSS, the attacks and more shapes, compared as the browser reads both', { timeout: 300_000 }, async () => {
    const [{ attacks, server }] = slots as [Slot];
    const corpus = [...fixtureCss(), ...attacks, ...SHAPES, ...SERVER_STRICTER];
    const policy = { rootSelector: ".unav-root[data-unav-root='header']", allowedOrigins: [new URL(server.url).origin, 'https://cdn.example.com'] };
    const serverOutputs = corpus.map((item) => scopePartnerCssOnServer(item.css, { ...policy, field: 'css' }).css);
    const script = await bundleBrowserPath();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent('<!doctype html><title>partner css</title>');
      await page.addScriptTag({ content: script });
      const compared = await page.evaluate(({ cases, options }) => {
        type Entry = { css: string; server: string };
        const api = (window as unknown as { PartnerCssInBrowser: { scopePartnerCssInBrowser(text: string, o: unknown, s: typeof CSSStyleSheet): { css: string } } }).PartnerCssInBrowser;
        /** Each rule as the browser writes it back, the scope's children one by one. */
        const rulesOf = (css: string): string[] => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          const texts: string[] = [];
          for (const rule of Array.from(sheet.cssRules)) {
            if (rule.constructor.name === 'CSSScopeRule') {
              texts.push(`@scope ${(rule as CSSScopeRule).start}`);
              for (const child of Array.from((rule as CSSScopeRule).cssRules)) texts.push(child.cssText);
            } else {
              texts.push(rule.cssText);
            }
          }
          return texts;
        };
        return (cases as Entry[]).map((entry) => {
          const browserCss = api.scopePartnerCssInBrowser(entry.css, { ...options, field: 'css' }, CSSStyleSheet).css;
          return { browser: rulesOf(browserCss), server: rulesOf(entry.server) };
        });
      }, { cases: corpus.map((item, index) => ({ css: item.css, server: serverOutputs[index] ?? '' })), options: policy });

      const results = corpus.map((item, index) => ({ name: item.name, browser: compared[index]?.browser ?? [], server: compared[index]?.server ?? [] }));
      const stricter = new Set(SERVER_STRICTER.map((item) => item.name));
      const differing = results.filter((entry) => !stricter.has(entry.name) && JSON.stringify(entry.browser) !== JSON.stringify(entry.server));
      const rules = results.reduce((sum, entry) => sum + entry.browser.length, 0);
      console.info(`[partner css] equality corpus: ${corpus.length} stylesheets (${fixtureCss().length} fixture files, ${attacks.length} attacks, ${SHAPES.length} shapes, ${SERVER_STRICTER.length} where the server path is stricter), ${rules} rules from the browser path; ${differing.length} differ`);
      expect(differing).toEqual([]);
      for (const entry of results.filter((result) => stricter.has(result.name))) {
        expect(entry.server.length, entry.name).toBeLessThan(entry.browser.length);
        expect(entry.server.filter((rule) => !entry.browser.includes(rule)), entry.name).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});


