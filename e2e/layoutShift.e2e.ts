/**
 * No layout shift from the nav (design §6): CLS at most 0.01 on cold and warm views, with the
 * script at the end of the body and in the header-first placement, for the default templates and a
 * partner's own, signed in and out. The demo page's own content never shifts by itself (the control
 * without the runtime), so the page's total CLS is the nav's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pairwise } from '../test/pairwise.ts';
import type { Page } from 'playwright-core';
import { HEADER, marketUrl } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
import { clearDelays, delayResponses } from './fixturesControl.ts';

const CLS_CEILING = 0.01;
/** Long enough for what comes after the first render: widgets, badges, the 300 ms banner delay. */
const SETTLE_MS = 1500;

/** Pages kept open between the measurements, each handed over as clean as a new context, observing shifts from their first script. */
const e2e = fileBrowser((page) => page.addInitScript(observeLayoutShifts));
afterEach(async () => {
  await clearDelays();
});

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Installed before any page script: every layout shift without recent input, buffered from the start. */
function observeLayoutShifts(): void {
  const win = window as unknown as { __shifts: Shift[] };
  win.__shifts = [];
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
  const describeNode = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const root = node.closest('[data-unav-root]');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}${root ? ` in ${root.getAttribute('data-unav-root')}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue;
      win.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((s) => `${describeNode(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settledShifts(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  await page.waitForSelector('html[data-unav-state="mounted"], html[data-unav-state="missing"]', { timeout: 15_000 });
  await page.waitForTimeout(SETTLE_MS);
  // Entries are queued after the frame that shifted: two frames more and they are in.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

interface Case {
  persona: string;
  partner: string;
  placement: 'end' | 'header-first';
  width?: number;
}

/** Opens the page as a new visitor would (a clean pooled page); warm: once to fill the header cache, then the measured reload. */
async function measure(view: 'cold' | 'warm', { persona, partner, placement, width = 1280 }: Case, block?: RegExp) {
  const opened = await e2e.pages.open(marketUrl('/', { persona, partner, query: { placement } }), {
    width,
    height: 800,
    beforeLoad: async (page) => {
      if (block) await page.route(block, (route) => route.abort());
    },
  });
  const { page } = opened;
  try {
    if (view === 'warm') {
      await settledShifts(page);
      await page.reload();
    }
    const result = await settledShifts(page);
    const header = await page.locator(HEADER).count();
    console.log(`CLS ${view} ${placement} ${partner} ${persona} ${width}px: ${result.cls.toFixed(4)}${result.shifts.map((s) => `\n  ${s.value.toFixed(4)} @${s.at}ms ${s.sources.join('; ')}`).join('')}`);
    return { ...result, header };
  } finally {
    await opened.close();
  }
}

/**
 * Cold and warm views, each placement, the partners with templates of their own, the visitor and a
 * signed-in user, and the widths around the critical stylesheet's breakpoint: every pair of them
 * at least once (pairwise), not every combination.
 */
const cases = pairwise({
  view: ['cold', 'warm'] as const,
  placement: ['end', 'header-first'] as const,
  partner: ['appdirect', 'northwind', 'globex'],
  persona: ['customer', 'visitor'],
  width: [375, 736, 1024, 1280],
});

describe('layout shift from the nav', () => {
  it('the demo page without the runtime does not shift (the control)', async () => {
    const { cls, header } = await measure('cold', { persona: 'customer', partner: 'appdirect', placement: 'end' }, /universal-nav\.iife\.js/);
    expect(header).toBe(0);
    expect(cls).toBe(0);
  });

  it.each(cases.map(({ view, ...shape }) => [`${view} view: ${shape.persona} on ${shape.partner}, ${shape.placement}, ${shape.width}px`, view, shape] as const))('%s', async (_name, view, shape) => {
    const { cls, header } = await measure(view, shape);
    expect(header).toBe(1);
    expect(cls).toBeLessThanOrEqual(CLS_CEILING);
  });

  it.each(['end', 'header-first'] as const)('cold view with the bootstrap held 400 ms, %s', async (placement) => {
    await delayResponses({ endpoint: 'bootstrap', ms: 400 });
    const { cls, header } = await measure('cold', { persona: 'customer', partner: 'appdirect', placement });
    expect(header).toBe(1);
    expect(cls).toBeLessThanOrEqual(CLS_CEILING);
  });

  it('the impersonation banner (shown after 300 ms) pushes nothing', async () => {
    const { cls } = await measure('warm', { persona: 'impersonated-user', partner: 'appdirect', placement: 'header-first' });
    expect(cls).toBeLessThanOrEqual(CLS_CEILING);
  });
});

/** The default templates' header, in each layout, at each breakpoint of SPEC §9 and either side. */
describe('the header root keeps the box the critical stylesheet reserves', () => {
  const layouts = [
    ['headerIn', 'customer', '/'],
    ['headerOut', 'visitor', '/'],
    ['headerSso', 'visitor', '/login'],
    ['headerCheckout', 'customer', '/checkout/payment'],
  ] as const;
  it.each(layouts)('%s', async (layout, persona, path) => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(marketUrl(path, { persona, partner: 'appdirect' }));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      expect(await page.locator(HEADER).getAttribute('data-layout')).toBe(layout);
      for (const width of [1280, 1025, 1024, 737, 736, 641, 640, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const box = await page.evaluate((selector) => {
          const target = document.getElementById('unav-header');
          const root = document.querySelector(selector);
          return {
            reserved: target ? Number.parseFloat(getComputedStyle(target).minHeight) || 0 : 0,
            root: root ? root.getBoundingClientRect().height : -1,
            target: target ? target.getBoundingClientRect().height : -1,
          };
        }, HEADER);
        console.log(`header box ${layout} ${width}px: reserved ${box.reserved}, root ${box.root}, target ${box.target}`);
        expect({ width, root: box.root, target: box.target }).toEqual({ width, root: box.reserved, target: box.reserved });
      }
    } finally {
      await context.close();
    }
  });
});

/** Installed before any page script: notes, as mount() returns, whether the header is in the document. */
function recordHeaderAtMountReturn(): void {
  const win = window as unknown as { UniversalNav?: { mount(config: unknown): unknown }; __headerAtMountReturn?: boolean };
  let bundle: typeof win.UniversalNav;
  Object.defineProperty(window, 'UniversalNav', {
    configurable: true,
    get: () => bundle,
    set(value: NonNullable<typeof win.UniversalNav>) {
      const mount = value.mount.bind(value);
      bundle = {
        ...value,
        mount(config: unknown) {
          const handle = mount(config);
          win.__headerAtMountReturn = document.querySelector("#unav-header .unav-root[data-unav-root='header'] a") !== null;
          return handle;
        },
      };
    },
  });
}

describe('the first frame', () => {
  it.each([
    ['warm', true],
    ['cold', false],
  ] as const)('a %s view: the header is in the document when mount() returns: %s', async (view, committed) => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordHeaderAtMountReturn);
      await page.goto(marketUrl('/', { persona: 'customer', partner: 'appdirect', query: { placement: 'header-first' } }));
      await page.waitForSelector('html[data-unav-state="mounted"]');
      if (view === 'warm') {
        await page.reload();
        await page.waitForSelector('html[data-unav-state="mounted"]');
      }
      expect(await page.evaluate(() => (window as unknown as { __headerAtMountReturn?: boolean }).__headerAtMountReturn)).toBe(committed);
    } finally {
      await context.close();
    }
  });
});
