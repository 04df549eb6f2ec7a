import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../engine/core/http/request.ts';
import { ENDPOINT_NAMES, FAULT_KINDS, matchEndpoint, type EndpointName, type FaultKind } from '../fixtures/server/endpoints.ts';
import { marketOrigin, marketUrl, openPage, type OpenedPage } from './browser.ts';
import { inPool, readNav, waitForMount, waitForNav } from './safety.ts';
import { fileBrowser } from './fileBrowser.ts';

/**
 * Faults on every endpoint of the local marketplace (SPEC §8): the header and the footer still
 * render, default templates where the template call failed, and the page throws nothing.
 * Each case has a page of its own, clean as a new browser context (its own fx_faults cookie), and
 * does what makes the page call that endpoint (typing a query, opening the mobile menu, switching
 * company ...). Several cases run at once, on pages kept open between cases (PagePool). A held
 * ('timeout') request would keep the client waiting for its own time-out (DEFAULT_TIMEOUT_MS): the
 * page's clock is moved past it instead of waiting in real time, on a page of its own (a moved
 * clock stays with the page).
 */
const e2e = fileBrowser();

const CONCURRENCY = 6;
/**
 * How long a case waits, after its action, for the page to call the faulted endpoint. Only a case
 * that never calls it waits this long; a loaded machine has once taken more than 10 s to open the
 * signals socket (after the first frame and a chunk of its own).
 */
const CALL_GRACE_MS = 25_000;

interface Scenario {
  persona: string;
  path?: string;
  partner?: string;
  query?: Record<string, string>;
  width?: number;
  /** What a user does that makes the page call the endpoint; the page load alone when absent. */
  act?(page: Page): Promise<void>;
}

const LOAD: Scenario = { persona: 'multi-company-user' };

const typeQuery = async (page: Page) => {
  await page.fill('#adsearch input.unav-search__input', 'sl');
};

const SCENARIOS: Partial<Record<EndpointName, Scenario>> = {
  // The partner has its own templates: a failed template call must show the default ones instead.
  templates: { persona: 'customer', partner: 'NORTHWIND' },
  // A bootstrap context without memberships: the page asks the memberships call for them.
  memberships: { persona: 'multi-company-user', query: { bootstrap: 'lean' } },
  // Globex places {{currencySelect}}: choosing another currency PATCHes the user.
  changeCurrency: { persona: 'multi-company-user', partner: 'GLOBEX', act: async (page) => {
    const select = page.locator('#unav-header .unav-currency-select select');
    const current = await select.inputValue();
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(values.find((value) => value !== current) ?? current);
  } },
  switchCompany: { persona: 'multi-company-user', act: async (page) => {
    await page.click('#unav-header .unav-company-switcher .unav-dropdown-trigger');
    await page.click('#unav-header .unav-company-switcher [role="menuitemradio"][aria-checked="false"] >> nth=0');
  } },
  navigator: { persona: 'multi-company-user', width: 375, act: async (page) => {
    await page.click('#unav-header .unav-mobile-menu__hamburger');
    await page.click('#unav-header .unav-mobile-menu [data-opens="categories"]');
  } },
  productlines: { persona: 'multi-company-user', width: 375, act: async (page) => {
    await page.click('#unav-header .unav-mobile-menu__hamburger');
  } },
  // The partner navigation of AppSmart asks the quotes flag on a quotes route before it loads.
  flag: { persona: 'multi-company-user', partner: 'APPSMART', path: '/billing/v2/quotes/versions/12' },
  // Product previews (dev value plus a product id on a marketplace page): native, then network.
  product: { persona: 'channel-admin', path: '/apps/40128/slack-pro', query: { dev: 'CHANNEL' } },
  productPreview: { persona: 'channel-admin', path: '/apps/40198/quickbooks', query: { dev: 'CUSTOMIZE' } },
  endImpersonation: { persona: 'impersonated-user', act: async (page) => {
    await page.click('.unav-impersonation-banner button');
    // The confirmation is asked in the page; its own End Session button confirms.
    await page.getByRole('button', { name: 'End Session' }).last().click();
  } },
  'search.autocomplete': { persona: 'multi-company-user', act: typeQuery },
  'search.user': { persona: 'multi-company-user', act: typeQuery },
  'search.suggest': { persona: 'multi-company-user', act: typeQuery },
  'search.marketplace': { persona: 'multi-company-user', act: chooseMarketplaceScope },
  'search.marketplaceAutocomplete': { persona: 'multi-company-user', act: chooseMarketplaceScope },
};

async function chooseMarketplaceScope(page: Page): Promise<void> {
  await page.click('#adsearch .unav-search__scope-button');
  await page.click('#adsearch .unav-search__menu button:has-text("Marketplace")');
  await typeQuery(page);
}

interface CaseResult {
  endpoint: EndpointName;
  kind: FaultKind;
  /** The faulted endpoint was called by the page (so the fault was met). */
  called: boolean;
  actionError?: string;
  state: string;
  logoHref: string | null;
  headerLayout: string | null;
  defaultHeader: boolean;
  footer: boolean;
  pageErrors: string[];
}

/** Endpoints a page calls, seen from the browser's side (HTTP requests and the signals socket). */
function watchEndpoints(page: Page): Set<EndpointName> {
  const called = new Set<EndpointName>();
  const note = (method: string, url: string) => {
    const match = matchEndpoint(method, new URL(url).pathname);
    if (match) called.add(match.spec.name);
  };
  page.on('request', (request) => note(request.method(), request.url()));
  page.on('websocket', (socket) => note('GET', socket.url()));
  return called;
}

/**
 * Reads the header and footer once the page has settled. An action may rightly send the browser on
 * (a switched currency or company reloads, an ended impersonation leaves) a moment after its call
 * answers: a read that the navigation cuts short, or that lands on the next document before its
 * navigation has rendered, is read again on the page it arrives at. A page that never renders them
 * fails waitForNav's wait.
 */
async function readSettledPage(page: Page): Promise<Pick<CaseResult, 'logoHref' | 'headerLayout' | 'defaultHeader' | 'footer'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      await waitForNav(page);
      // A late rejection (a failed call the page did not handle) would surface now.
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      const nav = await readNav(page);
      const seen = await page.evaluate(() => ({
        defaultHeader: Boolean(document.querySelector('#unav-header [data-template] header.unav-header')),
        footer: Boolean(document.querySelector('#unav-footer [data-template] footer')),
      }));
      const read = { logoHref: nav.logoHref, headerLayout: nav.headerLayout, ...seen };
      if ((read.logoHref && read.footer) || attempt === 3) return read;
      await page.waitForLoadState('load');
    } catch (error) {
      if (attempt === 3 || !/Execution context was destroyed|navigat/i.test((error as Error).message)) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function runCase(endpoint: EndpointName, kind: FaultKind): Promise<CaseResult> {
  const scenario = SCENARIOS[endpoint] ?? LOAD;
  const fault = `${endpoint}:${kind}`;
  const timeout = kind === 'timeout';
  let calledEndpoints = new Set<EndpointName>();
  const url = marketUrl(scenario.path ?? '/', { persona: scenario.persona, partner: scenario.partner ?? '', faults: fault, ...(scenario.query ? { query: scenario.query } : {}) });
  const options = {
    width: scenario.width ?? 1280,
    beforeLoad: async (page: Page) => {
      calledEndpoints = watchEndpoints(page);
      if (timeout) await page.clock.install();
    },
  };
  const opened: OpenedPage = timeout ? await openPage(e2e.browser, url, options) : await e2e.pages.open(url, options);
  const { page, pageErrors } = opened;
  // Moves the page's timers past the runtime's fetch time-out, as if that much time had passed.
  const giveUp = () => page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1_000);
  try {
    if (timeout) {
      // Only the faulted call is held, and it may hold the first render: once the page has asked it
      // (or has mounted without it), the clock moves past its time-out. Moving it earlier would also
      // time out the calls still in flight, the bootstrap first, and the page would never ask it.
      for (let waited = 0; waited < 10_000 && !calledEndpoints.has(endpoint); waited += 100) {
        if ((await page.getAttribute('html', 'data-unav-state')) === 'mounted') break;
        await page.waitForTimeout(100);
      }
      await giveUp();
    }
    const state = await waitForMount(page, 40_000);
    let actionError: string | undefined;
    if (scenario.act) {
      try {
        await waitForNav(page);
        await scenario.act(page);
      } catch (error) {
        actionError = (error as Error).message.split('\n')[0];
      }
    }
    // Give the page time to call the endpoint if it has not yet: a debounced search, or a call that
    // follows another's answer, can take seconds on a loaded machine. A case that calls it returns
    // at once; only a case that never calls it waits the whole grace.
    for (let waited = 0; !calledEndpoints.has(endpoint) && waited < CALL_GRACE_MS; waited += 200) await page.waitForTimeout(200);
    const called = calledEndpoints.has(endpoint);
    if (timeout) await giveUp();
    const seen = await readSettledPage(page);
    return { endpoint, kind, called, ...(actionError ? { actionError } : {}), state, ...seen, pageErrors: [...pageErrors] };
  } finally {
    await opened.close();
  }
}

/** The calls the header's first render waits for (SPEC §4, §8): each falls back on its own, and a 401 of some raises universalnav:401. */
const HEADER_CALLS: readonly EndpointName[] = ['bootstrap', 'translations', 'configuration', 'templates', 'theme', 'headerTheme', 'flagbatch'];

/**
 * What a failed answer is to the runtime: a 401 (which raises universalnav:401), another error
 * status, a body it cannot read, a time-out, a dropped connection. Each of them meets every header
 * call; the bootstrap, which a sign-in redirect can answer with an HTML page, also meets the HTML
 * page and the empty body. Every other endpoint meets one kind, the kinds taken in turn (each kind
 * reaches about three of them). How the request layer reads each kind is its unit table
 * (engine/core/http/request.test.ts); past it, a widget's call only fails, as any failure.
 */
const KINDS_OF_FAILURE: readonly FaultKind[] = ['401', '500', 'malformed', 'timeout', 'drop'];
const cases = [
  ...HEADER_CALLS.flatMap((endpoint) => KINDS_OF_FAILURE.map((kind) => ({ endpoint, kind }))),
  { endpoint: 'bootstrap' as EndpointName, kind: 'html' as FaultKind },
  { endpoint: 'bootstrap' as EndpointName, kind: 'empty' as FaultKind },
  ...ENDPOINT_NAMES.filter((endpoint) => !HEADER_CALLS.includes(endpoint)).map((endpoint, index) => ({ endpoint, kind: FAULT_KINDS[index % FAULT_KINDS.length] as FaultKind })),
];

describe('every fault kind on every header call, and a fault on every other endpoint', () => {
  it('the header and the footer render and the page throws nothing', { timeout: 900_000 }, async () => {
    // A case that throws (a wait that never ends) is a failure of that case, not of the whole run.
    const results = await inPool(cases, CONCURRENCY, ({ endpoint, kind }) => runCase(endpoint, kind).catch((error: unknown): CaseResult => ({
      endpoint, kind, called: false, state: `threw: ${(error as Error).message.split('\n')[0]}`, logoHref: null, headerLayout: null, defaultHeader: false, footer: false, pageErrors: [],
    })));

    const origin = marketOrigin();
    const failures: string[] = [];
    for (const result of results) {
      const label = `${result.endpoint}:${result.kind}`;
      if (result.state !== 'mounted') failures.push(`${label}: mount ended "${result.state}"`);
      if (!result.logoHref?.startsWith(`${origin}/`)) failures.push(`${label}: no logo link in the header`);
      if (!result.footer) failures.push(`${label}: no footer`);
      if (result.pageErrors.length > 0) failures.push(`${label}: uncaught ${result.pageErrors[0]?.split('\n')[0]}`);
      // SPEC §8: a failed template call falls back to the default templates.
      if (result.endpoint === 'templates' && !result.defaultHeader) failures.push(`${label}: the partner's header instead of the default one`);
    }
    const called = results.filter((result) => result.called);
    const calledEndpoints = new Set(called.map((result) => result.endpoint));
    const notCalled = ENDPOINT_NAMES.filter((endpoint) => !calledEndpoints.has(endpoint));
    console.info(`[faults] ${ENDPOINT_NAMES.length} endpoints, ${FAULT_KINDS.length} kinds: ${results.length} cases; the page called the faulted endpoint in ${called.length}; `
      + `endpoints never called by their scenario: ${notCalled.join(', ') || 'none'}; failures: ${failures.length}`);
    for (const result of results.filter((r) => r.actionError)) console.info(`[faults] ${result.endpoint}:${result.kind}: action did not complete (${result.actionError})`);
    for (const result of results.filter((r) => !r.called)) console.info(`[faults] ${result.endpoint}:${result.kind}: the page did not call the endpoint (mount: ${result.state})`);

    expect(new Set(results.map((result) => result.endpoint))).toEqual(new Set(ENDPOINT_NAMES));
    expect(new Set(results.map((result) => result.kind))).toEqual(new Set(FAULT_KINDS));
    // The failures are the assertion's message too: a run's summary keeps only its first line.
    expect(failures, failures.join('; ')).toEqual([]);
    // Every case met its fault: the page really called the faulted endpoint, or the case proves nothing.
    // What the action met, when it did not complete, is in the message: a run's log may keep only that.
    const notMet = results.filter((result) => !result.called).map((result) => `${result.endpoint}:${result.kind}${result.actionError ? ` (action: ${result.actionError})` : ''}`);
    expect(notMet, `faulted endpoint not called: ${notMet.join('; ')}`).toEqual([]);
  });
});
