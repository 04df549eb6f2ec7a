import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HTTP_ENDPOINT_NAMES, type EndpointName } from '../../fixtures/server/endpoints.ts';
import { HEADER_SHOWN, PAGE_PROBE_SCRIPT, readApiCalls, readStamps, type PageStamps } from './pageProbe.ts';
import { assignWaves, waveCount, type WavedCall } from './waves.ts';

/**
 * The calls a header's data may make at start-up (the header data flow, engine/core/load): the
 * first wave (bootstrap, translations, templates, theme, header settings) and the second
 * (configuration, flag batch, memberships, quotes flag). The widgets' own calls (My Apps, cart,
 * support token) come after the header is on screen.
 */
export const STARTUP_CALLS: readonly EndpointName[] = [
  'bootstrap', 'translations', 'templates', 'theme', 'headerTheme', 'configuration', 'flagbatch', 'memberships', 'flag',
];

async function postJson(origin: string, path: string, body: unknown, method = 'POST'): Promise<void> {
  const response = await fetch(origin + path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

/** Holds every answer of the listed endpoints (all HTTP endpoints by default) for ms. */
export function holdAnswers(origin: string, ms: number, endpoints: readonly EndpointName[] = HTTP_ENDPOINT_NAMES): Promise<void> {
  return postJson(origin, '/__fixtures/delays', endpoints.map((endpoint) => ({ endpoint, ms })));
}

export async function clearHolds(origin: string): Promise<void> {
  const response = await fetch(`${origin}/__fixtures/delays`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /__fixtures/delays: ${response.status}`);
}

export interface ViewResult {
  page: Page;
  stamps: PageStamps;
  /** The marketplace API calls, with their waves. */
  calls: WavedCall[];
  /** The header's arrival after the first API call started, ms (null: no header). */
  headerAfterFirstCall: number | null;
  /** The start-up calls and their waves. */
  startup: WavedCall[];
  startupWaves: number;
  allWaves: number;
  /**
   * Round trips before the header: the waves of the calls whose answers were in before the header
   * was on screen, the ones it may have waited for (a call still under way did not hold it).
   */
  wavesBeforeHeader: number;
  close(): Promise<void>;
}

export interface ViewOptions {
  /** A fresh context (cold: no cache) when absent; a warm view opens a page in a cold view's context. */
  context?: BrowserContext;
  /** How long to stay after the header and mount() answered, for late calls and shifts. [500] */
  settleMs?: number;
  /** The page's own scripts are not loaded: the server-rendered header alone (the floor). */
  staticOnly?: boolean;
}

/** Opens a page with the probe, waits for the header and for mount() to answer, then reads it. */
export async function openView(browser: Browser, url: string, options: ViewOptions = {}): Promise<ViewResult> {
  let context = options.context;
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: PAGE_PROBE_SCRIPT });
  }
  const page = await context.newPage();
  if (options.staticOnly) await page.route(/\/(dist\/universal-nav\.iife|demo\/boot)\.js$/, (route) => route.abort());
  await page.goto(url);
  await page.waitForSelector(HEADER_SHOWN, { timeout: 20_000 });
  // mount() has answered (mounted or failed); a page without the runtime never mounts.
  if (!options.staticOnly) {
    await page.waitForFunction(() => !['mounting', null].includes(document.documentElement.getAttribute('data-unav-state')), undefined, { timeout: 20_000 });
  }
  await page.waitForTimeout(options.settleMs ?? 500);
  return readView(page);
}

/** Reads what the probe and Resource Timing have recorded so far. */
export async function readView(page: Page): Promise<ViewResult> {
  const stamps = await readStamps(page);
  const calls = assignWaves(await readApiCalls(page));
  const startup = calls.filter((call) => STARTUP_CALLS.includes(call.endpoint as EndpointName));
  const firstStart = calls[0]?.start;
  const header = stamps.header;
  return {
    page,
    stamps,
    calls,
    headerAfterFirstCall: header === null || firstStart === undefined ? null : header - firstStart,
    startup,
    startupWaves: waveCount(startup),
    allWaves: waveCount(calls),
    wavesBeforeHeader: header === null ? 0 : waveCount(calls.filter((call) => call.end <= header)),
    close: () => page.context().close(),
  };
}
