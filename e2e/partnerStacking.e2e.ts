import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketServer, type MarketServer } from '../fixtures/server/createMarketServer.ts';
import { tempDir } from '../fixtures/server/marketServer.testkit.ts';
import { HEADER, connectBrowser, marketUrl, openPage, type OpenedPage } from './browser.ts';
import { waitForMount } from './safety.ts';

/**
 * Partner CSS cannot lift the nav over the host page's own fixed elements (a cookie bar, a chat
 * button): a partner z-index above the runtime's own menus is removed. The host bar below is
 * fixed over the header with z-index 5000; the partner's template has a positioned element and a
 * flex item (z-index applies to both), each given the highest z-index there is.
 */
const PERSONA = 'multi-company-user';
const TEMPLATE = '<header class="stk-bar"><span class="stk-positioned">Positioned</span><span class="stk-item">Flex item</span></header>';
const LAYOUT = '.unav-root .stk-bar { display: flex; gap: 40px; align-items: center; height: 60px; padding: 0 40px; }';
const lifted = (zIndex: string) => `${LAYOUT} .unav-root .stk-positioned { position: relative; z-index: ${zIndex}; } .unav-root .stk-item { z-index: ${zIndex}; }`;
const PARTNER_ELEMENTS = ['.stk-positioned', '.stk-item'];

let browser: Browser;
let server: MarketServer;
let dir: { path: string; remove(): void };
let opened: OpenedPage | undefined;

beforeAll(async () => {
  browser = await connectBrowser();
  dir = tempDir('unav-e2e-stacking-');
  writeFileSync(join(dir.path, 'headerIn.html'), TEMPLATE);
  server = await createMarketServer({ port: 0, distDir: resolve(process.env.UNAV_E2E_DIST ?? 'dist'), templatesDir: dir.path });
});
afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await server?.close();
  dir?.remove();
});

/** The demo page with this partner CSS, and a host bar fixed over the whole header, above it in z-index 5000. */
async function loadWith(cssHeader: string): Promise<Page> {
  await opened?.close();
  writeFileSync(join(dir.path, 'cssHeader.css'), cssHeader);
  opened = await openPage(browser, marketUrl('/', { base: server.url, persona: PERSONA, faults: '' }));
  const { page } = opened;
  expect(await waitForMount(page)).toBe('mounted');
  await page.waitForSelector(`#unav-header ${HEADER} .stk-bar`);
  await page.evaluate((header) => {
    const rect = (document.querySelector(header) as Element).getBoundingClientRect();
    const bar = document.createElement('div');
    bar.id = 'host-fixed-bar';
    bar.textContent = 'Host cookie bar';
    Object.assign(bar.style, { position: 'fixed', left: '0', right: '0', top: `${rect.top}px`, height: `${rect.height}px`, zIndex: '5000', background: 'rgb(240, 240, 240)' });
    document.body.append(bar);
  }, HEADER);
  return page;
}

/** What the user would click at the centre of each partner element: its own class, or the host bar's id. */
function topmostAtPartnerElements(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => selectors.map((selector) => {
    const rect = (document.querySelector(`#unav-header ${selector}`) as Element).getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top?.id ? `#${top.id}` : `.${top?.className ?? 'nothing'}`;
  }), PARTNER_ELEMENTS);
}

function setHostZIndex(page: Page, zIndex: string): Promise<void> {
  return page.evaluate((value) => {
    (document.getElementById('host-fixed-bar') as HTMLElement).style.zIndex = value;
  }, zIndex);
}

describe('partner z-index against the host page', () => {
  it('the host\'s fixed bar stays over partner content given z-index 2147483647 (positioned element and flex item); the same rule written without the policy would cover it', async () => {
    const page = await loadWith(lifted('2147483647'));
    expect(await page.locator(`#unav-header ${HEADER} .stk-bar`).evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await topmostAtPartnerElements(page)).toEqual(['#host-fixed-bar', '#host-fixed-bar']);

    // Control: the same declarations in the same scope, adopted past the policy, lift the partner's
    // elements over the bar. So the check above sees the difference the policy makes.
    await page.evaluate(({ root, css }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`@scope (${root}) { ${css} }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, { root: HEADER, css: '.stk-positioned { position: relative; z-index: 2147483647; } .stk-item { z-index: 2147483647; }' });
    expect(await topmostAtPartnerElements(page)).toEqual(['.stk-positioned', '.stk-item']);
  });

  it('a z-index within the runtime\'s own menus (1000) is kept: over a host element below it, under one above it', async () => {
    const page = await loadWith(lifted('1000'));
    expect(await topmostAtPartnerElements(page)).toEqual(['#host-fixed-bar', '#host-fixed-bar']);
    await setHostZIndex(page, '500');
    expect(await topmostAtPartnerElements(page)).toEqual(['.stk-positioned', '.stk-item']);
    expect(opened?.pageErrors).toEqual([]);
  });
});
