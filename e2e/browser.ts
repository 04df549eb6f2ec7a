import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { formatFaults, type FaultMap } from '../fixtures/server/endpoints.ts';

/**
 * The run's one Chromium (Debian's, started by e2e/globalSetup.ts), connected to from this test
 * file. Closing it disconnects, which closes the contexts this file opened and nothing else.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface OpenedPage {
  page: Page;
  /** Its own context: cookies (persona, partner, faults, XSRF) never leak between pages. */
  context: BrowserContext;
  /** Uncaught exceptions in the page (`pageerror`). */
  pageErrors: string[];
  /** `console.error` messages of the page. */
  consoleErrors: string[];
  /** How many times window.alert, prompt or confirm were called: an XSS payload that ran. */
  xssCalls(): Promise<number>;
  close(): Promise<void>;
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  /** Resolve when this load state is reached. ['load'] */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
  /** Runs before the page loads `url`: listeners that must see its first request. */
  beforeLoad?(page: Page): void | Promise<void>;
}

/**
 * Dialogs are replaced before any page script runs, so an injected `alert(1)` is counted instead of
 * blocking the page. confirm answers false and prompt null, as a user dismissing them would.
 */
function trapDialogs(): void {
  const win = window as unknown as Record<string, unknown> & { __xssCalls: number; __xssLog: string[] };
  win.__xssCalls = 0;
  win.__xssLog = [];
  const trap = (name: string, answer: unknown) => (...args: unknown[]) => {
    win.__xssCalls += 1;
    win.__xssLog.push(`${name}(${args.map(String).join(', ')})`);
    return answer;
  };
  win.alert = trap('alert', undefined);
  win.confirm = trap('confirm', false);
  win.prompt = trap('prompt', null);
}

export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
  const page = await context.newPage();
  return { ...(await newTrackedPage(page, url, options)), close: () => context.close() };
}

/**
 * Loads `url` in `page` with its errors collected and its dialogs trapped (the trap goes in once
 * per page: it runs again in every document the page loads).
 */
export async function newTrackedPage(page: Page, url: string, options: OpenPageOptions): Promise<Omit<OpenedPage, 'close'>> {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  if (!dialogsTrapped.has(page)) {
    dialogsTrapped.add(page);
    await page.addInitScript(trapDialogs);
  }
  await options.beforeLoad?.(page);
  await page.goto(url, { waitUntil: options.waitUntil ?? 'load' });
  return {
    page,
    context: page.context(),
    pageErrors,
    consoleErrors,
    xssCalls: () => page.evaluate(() => (window as unknown as { __xssCalls?: number }).__xssCalls ?? 0),
  };
}

const dialogsTrapped = new WeakSet<Page>();

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its violations. The script goes in through the debugging
 * protocol, not a <script> tag, so it also works on pages served with a strict CSP.
 */
export async function runAxe(page: Page, context: { include?: string[]; exclude?: string[] } = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async ({ include, exclude }) => {
    type AxeNode = { target: string[]; html: string; failureSummary?: string };
    type AxeResult = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeResult[] }> } }).axe;
    // Only the included roots this page has: axe rejects a context that matches nothing.
    const present = include?.filter((selector) => document.querySelector(selector));
    const target = present || exclude
      ? { ...(present ? { include: present.map((selector) => [selector]) } : {}), ...(exclude ? { exclude: exclude.map((selector) => [selector]) } : {}) }
      : document;
    const result = await axe.run(target, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id, impact, help, helpUrl,
      nodes: nodes.map(({ target: nodeTarget, html, failureSummary }) => ({ target: nodeTarget, html, ...(failureSummary ? { failureSummary } : {}) })),
    }));
  }, { include: context.include, exclude: context.exclude });
}

export interface MarketUrlOptions {
  persona?: string;
  partner?: string;
  mode?: 'published' | 'preview';
  locale?: string;
  /** 'bootstrap:500,templates:timeout' or { bootstrap: '500' }; '' clears the stored faults. */
  faults?: string | FaultMap;
  /** Serve the page with Content-Security-Policy: script-src 'self' (true, 'strict'), or with it only reported ('report'). */
  csp?: boolean | 'strict' | 'report';
  /** Any other query values (q, pl, dev, builderThemeId ...). */
  query?: Record<string, string>;
  /** The market origin; the e2e run's shared server by default. */
  base?: string;
}

/**
 * The origin of this worker's local marketplace (e2e/globalSetup.ts starts one for each worker):
 * the files running at once never share its faults, delays, request log or persona overrides.
 */
export function marketOrigin(): string {
  const urls = inject('marketUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

/** A URL on the local marketplace, with the fixture selection in its query string. */
export function marketUrl(path = '/', options: MarketUrlOptions = {}): string {
  const url = new URL(path, options.base ?? marketOrigin());
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) url.searchParams.set(key, value);
  };
  set('persona', options.persona);
  set('partner', options.partner);
  set('mode', options.mode);
  set('locale', options.locale);
  if (options.faults !== undefined) set('faults', typeof options.faults === 'string' ? options.faults : formatFaults(options.faults));
  if (options.csp) set('csp', options.csp === 'report' ? 'report' : 'strict');
  for (const [key, value] of Object.entries(options.query ?? {})) set(key, value);
  return url.toString();
}

/** The runtime's nav roots on the demo page. */
export const HEADER = '.unav-root[data-unav-root="header"]';
export const FOOTER = '.unav-root[data-unav-root="footer"]';

/** expect.poll with room for a loaded machine: the states are awaited, never timed. */
export function poll<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: 15_000, interval: 50, ...(message ? { message } : {}) });
}

/**
 * The header's widgets' code is there: no stand-in (ui/lazy/DropdownStandIn.tsx, the mobile menu's)
 * is left, so the closed menus' items are in the page and no trigger is about to be replaced.
 */
export async function headerWidgetsReady(page: Page): Promise<void> {
  await page.waitForSelector(`${HEADER} [data-stand-in]`, { state: 'detached' });
}

/** The search widgets' code is there: no stand-in (widgets/search/SearchStandIn.tsx) is left drawing a bar. */
export async function searchReady(page: Page): Promise<void> {
  await page.waitForSelector('.unav-search[data-status="loading"]', { state: 'detached' });
}
