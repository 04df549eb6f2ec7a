import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_DEADLINE_MS } from '../engine/core/load/renderDeadline.ts';
import type { EndpointName } from '../fixtures/server/endpoints.ts';
import { clearHolds, holdAnswers, openView, STARTUP_CALLS, type ViewResult } from '../test/pageView/coldView.ts';
import { headerFingerprint, readApiCalls } from '../test/pageView/pageProbe.ts';
import { HEADER, connectBrowser, marketOrigin, marketUrl, poll } from './browser.ts';
import { clearFixtureRequests, clearServerFaults, fixtureRequests } from './fixturesControl.ts';

/**
 * Design §6 "Round trips" and "Slow calls" in Chromium with the script-tag bundle, on the demo page,
 * whose boot script passes the page's partner and locale to mount(). Times are the page's own
 * (performance.now() stamps of a MutationObserver, Resource Timing for the calls), compared with
 * the hold put on the answers rather than with absolute figures: the machine is shared.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await clearHolds(marketOrigin());
  await clearServerFaults();
});

/**
 * Every answer held this long in the round-trip tests. The waves are read from when each call
 * started and ended: a call counts in a later wave when it started after another's answer, so the
 * hold must outlast the few tasks over which a view starts its calls (one per task, DESIGN §6)
 * however loaded the machine; at 500 ms a stalled CI run once saw a first-wave call counted late.
 */
const HOLD_MS = 1200;
/**
 * A call held "forever": far past the deadline render, then released (its answer arrives). Long
 * enough that a view which took three times its usual time on a loaded machine is still read
 * before the release.
 */
const LONG_HOLD_MS = 8000;
/** The first wave: what the runtime asks before any answer when the host names partner and locale. */
const FIRST_WAVE: EndpointName[] = ['bootstrap', 'translations', 'templates', 'theme', 'headerTheme'];

/** The start-up calls in the server's request log, by name, sorted. */
async function loggedStartupCalls(): Promise<string[]> {
  return (await fixtureRequests())
    .flatMap((entry) => (entry.endpoint && STARTUP_CALLS.includes(entry.endpoint) ? [entry.endpoint] : []))
    .sort();
}

/** The calls with their waves and times, for a failure's message. */
function describeCalls(view: ViewResult): string {
  return view.calls.map((call) => `${call.endpoint} wave ${call.wave} ${Math.round(call.start)}-${Math.round(call.end)} ms`).join(', ');
}

/** The renders the runtime made in the view, in order, as its performance marks name them. */
function renderMarks(view: ViewResult): Promise<string[]> {
  return view.page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name).filter((name) => name.startsWith('universalnav:rendered:')));
}

async function coldViewWithEveryAnswerHeld(persona: string): Promise<ViewResult> {
  await holdAnswers(marketOrigin(), HOLD_MS);
  await clearFixtureRequests();
  return openView(browser, marketUrl('/', { persona, faults: '' }), { settleMs: HOLD_MS + 700 });
}

describe('a cold view with every answer held', () => {
  it('a visitor: the header is on screen after one round trip, from first-wave calls only', async () => {
    const view = await coldViewWithEveryAnswerHeld('visitor');
    try {
      const header = view.stamps.header ?? Infinity;
      const beforeHeader = view.calls.filter((call) => call.start < header);
      // Every call made before the header's first paint is in the first wave, and all five went out.
      expect(beforeHeader.map((call) => call.wave), describeCalls(view)).toEqual(beforeHeader.map(() => 1));
      expect(beforeHeader.map((call) => call.endpoint).sort()).toEqual([...FIRST_WAVE].sort());
      // The server saw the same calls, each once (none asked again after the bootstrap).
      expect(await loggedStartupCalls()).toEqual([...FIRST_WAVE].sort());
      // After the held answers (one round trip), from a render of their data, not the render
      // deadline's: the runtime names each render it makes (a performance mark per `rendered`
      // event), so no wall-clock margin decides, however loaded the machine.
      expect(view.headerAfterFirstCall).toBeGreaterThan(HOLD_MS);
      expect(await renderMarks(view)).not.toContain('universalnav:rendered:deadline');
      expect(view.wavesBeforeHeader).toBe(1);
      expect(view.allWaves).toBeLessThanOrEqual(2);
    } finally {
      await view.close();
    }
  });

  it('a signed-in customer: the start-up calls make two waves, and the header waits for no more', async () => {
    const view = await coldViewWithEveryAnswerHeld('customer');
    try {
      const waves = Object.fromEntries(view.startup.map((call) => [call.endpoint, call.wave]));
      expect(waves, describeCalls(view)).toEqual({ bootstrap: 1, translations: 1, templates: 1, theme: 1, headerTheme: 1, configuration: 2, flagbatch: 2 });
      expect(view.startupWaves).toBe(2);
      expect(await loggedStartupCalls()).toEqual([...FIRST_WAVE, 'configuration', 'flagbatch'].sort());
      expect(view.wavesBeforeHeader).toBeLessThanOrEqual(2);
      expect(view.headerAfterFirstCall).toBeLessThan(3 * HOLD_MS + 300);
    } finally {
      await view.close();
    }
  });

  // Design §6 asks for the header after one round trip whenever the host names partner and locale:
  // a signed-in user's add-on links and flags (the second wave) refine a header already on screen.
  it('a signed-in customer: the header is on screen after one round trip', async () => {
    const view = await coldViewWithEveryAnswerHeld('customer');
    try {
      // The render that first showed it is the first wave's, not the second wave's nor the render
      // deadline's (which would show the same answers a round trip's worth later): the runtime names
      // each render it makes (a performance mark per `rendered` event), so no wall-clock margin
      // decides. The count of waves answered before the header's paint is not the test: on a loaded
      // machine the first wave's render has been painted after the second wave's answers came.
      expect(await renderMarks(view)).toEqual(['universalnav:rendered:first-wave', 'universalnav:rendered:fresh']);
    } finally {
      await view.close();
    }
  });
});

interface HeldCall {
  endpoint: EndpointName;
  persona: string;
  partner: string;
  locale: string;
  faults?: string;
  /** Whether the header shows what only this call's answer brings. */
  showsAnswer(page: Page): Promise<boolean>;
  /** The fixtures give this answer no visible effect on the header (see below). */
  invisible?: true;
}

const rootStyle = (page: Page) => page.locator(HEADER).getAttribute('style').then((style) => style ?? '');

/**
 * One late answer of each kind the header shows: the user (bootstrap), the markup (templates) and
 * the styles (header theme). The other start-up calls come late through the same session (its
 * unit tests hold every one at the deadline); in the browser these three prove the page repaints.
 */
const HELD_CALLS: HeldCall[] = [
  { endpoint: 'bootstrap', persona: 'channel-admin', partner: 'APPDIRECT', locale: 'en-US',
    showsAnswer: async (page) => (await page.locator(HEADER).getAttribute('data-user-state')) === 'loggedin' },
  { endpoint: 'templates', persona: 'channel-admin', partner: 'NORTHWIND', locale: 'fr-CA',
    showsAnswer: async (page) => (await page.locator(`${HEADER} header.nw-header`).count()) === 1 },
  { endpoint: 'headerTheme', persona: 'channel-admin', partner: 'NORTHWIND', locale: 'fr-CA',
    // The header theme's own bar colour: `--unav-nav-bg` itself, not a colour derived beside it from the other theme call.
    showsAnswer: async (page) => /(^|;)\s*--unav-nav-bg\s*:/.test(await rootStyle(page)) },
];

describe('one start-up call held, in turn', () => {
  for (const call of HELD_CALLS) {
    it(`${call.endpoint}: the header is on screen by the deadline, then updated when the answer arrives`, async () => {
      const url = marketUrl('/', { persona: call.persona, partner: call.partner, locale: call.locale, faults: call.faults ?? '' });
      // The complete header, nothing held: what the page must end up showing.
      const complete = await openView(browser, url, { settleMs: 300 });
      const completeHeader = await headerFingerprint(complete.page);
      expect(await call.showsAnswer(complete.page)).toBe(true);
      await complete.close();

      await holdAnswers(marketOrigin(), LONG_HOLD_MS, [call.endpoint]);
      const view = await openView(browser, url, { settleMs: 0 });
      try {
        const { header, mounting } = view.stamps;
        expect(header).not.toBeNull();
        expect(mounting).not.toBeNull();
        expect((header ?? Infinity) - (mounting ?? 0)).toBeLessThan(RENDER_DEADLINE_MS + 1000);
        // mount() answered without the held call, which is still under way.
        expect(await view.page.getAttribute('html', 'data-unav-state')).toBe('mounted');
        expect((await readApiCalls(view.page)).some((entry) => entry.endpoint === call.endpoint)).toBe(false);
        if (!call.invisible) {
          expect(await call.showsAnswer(view.page)).toBe(false);
          expect(await headerFingerprint(view.page)).not.toBe(completeHeader);
        }
        // Released: the answer arrives and the header becomes the complete one.
        await poll(async () => (await readApiCalls(view.page)).some((entry) => entry.endpoint === call.endpoint)).toBe(true);
        await poll(() => call.showsAnswer(view.page)).toBe(true);
        await poll(() => headerFingerprint(view.page)).toBe(completeHeader);
      } finally {
        await view.close();
      }
    });
  }
});

describe('a dropped connection', () => {
  const cases: { endpoint: EndpointName; spec: string; partner: string; locale: string; check(page: Page): Promise<void> }[] = [
    { endpoint: 'templates', spec: 'the default templates', partner: 'NORTHWIND', locale: 'en-US', check: async (page) => {
      expect(await page.locator(`${HEADER} header.nw-header`).count()).toBe(0);
      expect(await page.locator(`${HEADER} [data-template="headerIn"]`).count()).toBe(1);
    } },
    { endpoint: 'translations', spec: 'the built-in texts', partner: 'NORTHWIND', locale: 'fr-CA', check: async (page) => {
      expect(await page.locator(`${HEADER} .unav-myapps__label`).textContent()).toBe('My Apps');
    } },
    { endpoint: 'bootstrap', spec: 'an empty bootstrap context: no user', partner: 'APPDIRECT', locale: 'en-US', check: async (page) => {
      expect(await page.locator(HEADER).getAttribute('data-user-state')).not.toBe('loggedin');
      expect(await page.locator(`${HEADER} [data-dropdown="user"]`).count()).toBe(0);
    } },
  ];
  for (const { endpoint, spec, partner, locale, check } of cases) {
    it(`${endpoint}: the header renders with ${spec} (SPEC §8)`, async () => {
      const view = await openView(browser, marketUrl('/', { persona: 'channel-admin', partner, locale, faults: `${endpoint}:drop` }), { settleMs: 300 });
      try {
        const { header, mounting } = view.stamps;
        expect((header ?? Infinity) - (mounting ?? 0)).toBeLessThan(RENDER_DEADLINE_MS + 1000);
        expect(await view.page.getAttribute('html', 'data-unav-state')).toBe('mounted');
        await check(view.page);
      } finally {
        await view.close();
      }
    });
  }
});
