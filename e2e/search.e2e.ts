/**
 * The search widget in Chromium against the local marketplace's search endpoints: requests per
 * typed word, out-of-order answers, a new window from the keyboard, the header's own box, IME
 * composition, a late bootstrap's scopes, the reseller variant (on its own host names), failing
 * endpoints, accessibility and the narrow layout. The rules a unit test can judge are in
 * widgets/search/SearchWidget.test.tsx.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RecordedRequest } from '../fixtures/server/createMarketServer.ts';
import type { EndpointName } from '../fixtures/server/endpoints.ts';
import { RENDER_DEADLINE_MS } from '../engine/core/load/renderDeadline.ts';
import { SEARCH_DEBOUNCE_MS } from '../widgets/search/constants.ts';
import { marketOrigin, marketUrl, runAxe, type MarketUrlOptions, type OpenedPage } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
// The reseller marketplaces (fixtures/partners/appsmart*): the run's browser resolves their names to this machine.
import { RESELLER_PRODUCTION_HOST, RESELLER_TEST_HOST } from './hostNames.ts';
import { clearDelays, clearFixtureRequests, delayResponses, fixtureRequests } from './fixturesControl.ts';


const KEYSTROKE_ENDPOINTS: EndpointName[] = [
  'search.autocomplete', 'search.user', 'search.suggest', 'search.marketplace', 'search.marketplaceAutocomplete',
];
const SEARCH_ENDPOINTS: EndpointName[] = [...KEYSTROKE_ENDPOINTS, 'search.services', 'search.me'];

const e2e = fileBrowser();
beforeEach(async () => {
  await clearDelays();
});

interface Widget {
  root: Locator;
  input: Locator;
  options: Locator;
  listbox: Locator;
  scopeButton: Locator;
  status: Locator;
}

/** The page's search box (#adsearch), or the header's own copy ({{searchBox}}) with '#unav-header'. */
function widgetIn(page: Page, container = '#adsearch'): Widget {
  const root = page.locator(`${container} .unav-search`);
  return {
    root,
    input: root.locator('input[role="combobox"]'),
    // The open panel's: a closed panel keeps its rows, hidden, for its next opening.
    options: root.locator('[role="option"]:visible'),
    listbox: root.locator('[role="listbox"]:visible'),
    scopeButton: root.locator('.unav-search__scope-button'),
    status: root.locator('[role="status"]'),
  };
}

async function openMarket(options: MarketUrlOptions & { path?: string; width?: number } = {}): Promise<OpenedPage & { widget: Widget }> {
  // The widget needs the mounted runtime, not the page's app icons: no waiting for the load event.
  const opened = await e2e.pages.open(marketUrl(options.path ?? '/', options), { width: options.width ?? 1280, waitUntil: 'domcontentloaded' });
  await opened.page.waitForSelector('html[data-unav-state="mounted"]');
  const widget = widgetIn(opened.page);
  await widget.input.waitFor();
  return { ...opened, widget };
}

/** Waits until the panel shows the settled answer of the current query (the live region speaks). */
async function settled(widget: Widget): Promise<string> {
  await widget.status.filter({ hasText: /result/ }).waitFor();
  return widget.status.innerText();
}

async function optionTexts(widget: Widget): Promise<string[]> {
  return (await widget.options.allInnerTexts()).map((text) => text.trim());
}

function searchCalls(log: RecordedRequest[], endpoints = KEYSTROKE_ENDPOINTS): RecordedRequest[] {
  return log.filter((entry) => entry.endpoint !== undefined && endpoints.includes(entry.endpoint));
}

/** Polls the server's request log until a request matches. */
async function waitForRequest(match: (entry: RecordedRequest) => boolean, timeoutMs = 10_000): Promise<RecordedRequest> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await fixtureRequests()).find(match);
    if (found) return found;
    if (Date.now() > end) throw new Error('the expected request never reached the server');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Longer than the widget's debounce: a late request would have been sent by then. */
const QUIET_MS = 600;

/**
 * Types a word key by key and returns the input's values with the pause that followed each: on a
 * loaded machine a key can come late, and the debounce then rightly searches the prefix typed so far.
 */
async function typeWord(page: Page, widget: Widget, word: string): Promise<{ value: string; pauseAfter: number }[]> {
  await widget.input.evaluate((input) => {
    const log: { value: string; at: number }[] = [];
    (window as unknown as { __typed: typeof log }).__typed = log;
    input.addEventListener('input', () => log.push({ value: (input as HTMLInputElement).value, at: performance.now() }));
  });
  await widget.input.pressSequentially(word, { delay: 40 });
  const typedAt = await page.evaluate(() => (window as unknown as { __typed: { value: string; at: number }[] }).__typed);
  return typedAt.map(({ value, at }, i) => ({ value, pauseAfter: (typedAt[i + 1]?.at ?? Infinity) - at }));
}

/**
 * Per endpoint: the whole word exactly once, and nothing else but a prefix the typing paused on for
 * about the debounce. One request per key would fail both.
 */
function expectOneRequestPerWord(calls: RecordedRequest[], endpoints: EndpointName[], word: string, typed: { value: string; pauseAfter: number }[]) {
  const paused = new Set(typed.filter(({ pauseAfter }) => pauseAfter >= SEARCH_DEBOUNCE_MS - 20).map(({ value }) => value));
  for (const endpoint of endpoints) {
    const queries = calls.filter((entry) => entry.endpoint === endpoint).map((entry) => String(entry.query.q));
    expect(queries.filter((q) => q === word), endpoint).toHaveLength(1);
    expect(queries.filter((q) => q !== word && !paused.has(q)), `${endpoint}: searched while typing on`).toEqual([]);
  }
  expect(calls.filter((entry) => !endpoints.includes(entry.endpoint as EndpointName))).toEqual([]);
}

describe('requests while typing', () => {
  it('marketplace scope: a word typed at 40 ms per key sends one request per endpoint, for the whole word', async () => {
    const { page, widget, pageErrors, close } = await openMarket({ persona: 'customer' });
    try {
      // Without a search capability there is one scope: no scope menu.
      expect(await widget.scopeButton.count()).toBe(0);
      await widget.input.click();
      await clearFixtureRequests();
      const typed = await typeWord(page, widget, 'salesforce');
      await settled(widget);
      await page.waitForTimeout(QUIET_MS);
      expectOneRequestPerWord(searchCalls(await fixtureRequests()), ['search.marketplace', 'search.marketplaceAutocomplete'], 'salesforce', typed);
      // Tableau Cloud's description names Salesforce.
      expect(await optionTexts(widget)).toEqual(['Salesforce Sales Cloud', 'Tableau Cloud']);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('scope all: one autocomplete, one content search and one facet suggest per word', async () => {
    const { page, widget, pageErrors, close } = await openMarket({ persona: 'channel-admin' });
    try {
      // Startup loads services and the user first; they are not per keystroke.
      await waitForRequest((entry) => entry.endpoint === 'search.me');
      await widget.input.click();
      await clearFixtureRequests();
      const typed = await typeWord(page, widget, 'invoice');
      await settled(widget);
      await page.waitForTimeout(QUIET_MS);
      expectOneRequestPerWord(searchCalls(await fixtureRequests()), ['search.autocomplete', 'search.user', 'search.suggest'], 'invoice', typed);
      expect(await widget.options.count()).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('out-of-order answers', () => {
  it('an older query answered after a newer one never replaces its results', async () => {
    const { page, widget, pageErrors, close } = await openMarket({ persona: 'customer' });
    try {
      const DELAY_MS = 1500;
      await delayResponses({ endpoint: 'search.marketplace', q: 'zo', ms: DELAY_MS });
      await clearFixtureRequests();
      await widget.input.click();
      await widget.input.pressSequentially('zo');
      // The slow request is out before the query changes.
      const slow = await waitForRequest((entry) => entry.endpoint === 'search.marketplace' && entry.query.q === 'zo');
      await widget.input.pressSequentially('om');
      await settled(widget);
      expect(await optionTexts(widget)).toEqual(['Zoom Workplace']);
      // Past the moment the server answered 'zo' (Zoom, Zoho, Bitdefender GravityZone): still zoom's.
      await page.waitForTimeout(Math.max(0, slow.time + DELAY_MS + 400 - Date.now()));
      expect(await optionTexts(widget)).toEqual(['Zoom Workplace']);
      expect(await widget.input.inputValue()).toBe('zoom');
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * The keyboard rules themselves (arrows, Escape, Enter without a highlight, the listing hash, the
 * scope menu) are SearchWidget.test.tsx's; here what only a browser shows: a real new window.
 */
describe('keyboard', () => {
  it('Enter on a highlighted result opens its URL in a new window and closes the panel', async () => {
    const { page, context, widget, close } = await openMarket({ persona: 'customer' });
    try {
      const answer = (await (await fetch(`${marketOrigin()}/api/appwise/v2/core/marketplaces/x/index/search?page_size=5&q=crm`)).json()) as {
        response: { docs: { url: string }[] };
      };
      const expected = answer.response.docs[1]?.url;
      expect(expected).toMatch(new RegExp(`^${marketOrigin()}/apps/`));
      await widget.input.click();
      await widget.input.pressSequentially('crm');
      await settled(widget);
      await widget.input.press('ArrowDown');
      await widget.input.press('ArrowDown');
      const [popup] = await Promise.all([context.waitForEvent('page'), widget.input.press('Enter')]);
      await popup.waitForLoadState('domcontentloaded');
      expect(popup.url()).toBe(expected);
      expect(page.url()).toBe(marketUrl('/', { persona: 'customer' }));
      expect(await widget.listbox.count()).toBe(0);
      expect(await widget.input.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

});

describe("the header's own search box", () => {
  it('is a live widget of its own: grouped results, the highlight, Escape, and Enter searching the listing', async () => {
    const { page, widget: pageBox, close } = await openMarket({ persona: 'customer' });
    try {
      const header = widgetIn(page, '#unav-header');
      await header.input.click();
      await header.input.pressSequentially('crm');
      await settled(header);
      expect(await optionTexts(header)).toEqual(['Salesforce Sales Cloud', 'HubSpot CRM Suite Starter', 'Zoho CRM Plus', 'Pipedrive Advanced']);
      // The page's own box (#adsearch) stays as it was: two widgets, two states.
      expect([await pageBox.input.inputValue(), await pageBox.listbox.count()]).toEqual(['', 0]);

      await header.input.press('ArrowDown');
      expect(await header.input.inputValue()).toBe('Salesforce Sales Cloud');
      await header.input.press('Escape');
      expect(await header.listbox.count()).toBe(0);

      await header.input.fill('crm tools');
      await Promise.all([page.waitForURL(/\/listing\?/), header.input.press('Enter')]);
      expect(new URL(page.url()).searchParams.get('q')).toBe('crm tools');
    } finally {
      await close();
    }
  });
});

describe('scope menu', () => {
  it('a bootstrap that answers after the render deadline still brings scope all and its menu (SPEC §6 capabilities)', async () => {
    // The header renders at the deadline without the bootstrap's My Apps, so with no capability yet.
    await delayResponses({ endpoint: 'bootstrap', ms: RENDER_DEADLINE_MS + 1500 });
    const { widget, pageErrors, close } = await openMarket({ persona: 'channel-admin' });
    try {
      await widget.scopeButton.waitFor({ timeout: 15_000 });
      expect(await widget.scopeButton.getAttribute('aria-label')).toBe('Search scope: All');
      expect(await widget.root.getAttribute('data-scope')).toBe('all');
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('IME composition', () => {
  it('Enter and arrows during a composition do nothing; after it they work again', async () => {
    const { page, context, widget, close } = await openMarket({ persona: 'customer' });
    try {
      await widget.input.click();
      await widget.input.pressSequentially('cr');
      const cdp = await context.newCDPSession(page);
      // The IME composes the last letter: the query is 'crm' while the composition is open.
      await cdp.send('Input.imeSetComposition', { text: 'm', selectionStart: 1, selectionEnd: 1 });
      await settled(widget);
      expect(await widget.input.inputValue()).toBe('crm');
      const before = page.url();
      let popups = 0;
      context.on('page', () => {
        popups += 1;
      });

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(await widget.root.locator('[role="option"][aria-selected="true"]').count()).toBe(0);
      expect(await widget.input.getAttribute('aria-activedescendant')).toBeNull();
      expect(page.url()).toBe(before);
      expect(popups).toBe(0);
      expect(await widget.listbox.count()).toBe(1);

      await cdp.send('Input.insertText', { text: 'm' });
      expect(await widget.input.inputValue()).toBe('crm');
      await page.keyboard.press('ArrowDown');
      expect(await widget.root.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
      expect(await widget.input.inputValue()).toBe('Salesforce Sales Cloud');
    } finally {
      await close();
    }
  });
});

describe('reseller variant (chosen by the host name)', () => {
  const resellerMarket = (host: string, port: string) =>
    openMarket({ base: `http://${host}:${port}`, partner: host === RESELLER_TEST_HOST ? 'APPSMARTSANDBOX' : 'APPSMART', persona: 'customer' });

  it('production host: marketplace, providers and advisors scopes with their product lines and listing URLs', async () => {
    const port = new URL(marketOrigin()).port;
    const { page, widget, pageErrors, close } = await resellerMarket(RESELLER_PRODUCTION_HOST, port);
    try {
      await widget.scopeButton.click();
      const items = widget.root.locator('[role="menuitemradio"]');
      expect((await items.allInnerTexts()).map((t) => t.trim())).toEqual(['Marketplace', 'Providers', 'Advisors']);
      await page.keyboard.press('Escape');

      await clearFixtureRequests();
      await widget.input.click();
      await widget.input.pressSequentially('analytics');
      await settled(widget);
      const marketplace = await waitForRequest((entry) => entry.endpoint === 'search.marketplace');
      expect(marketplace.query.pl).toBe('1140,1144,1141,1147,1150,1152,1153');
      expect(await optionTexts(widget)).not.toContain('AppInsight Analytics');

      await widget.scopeButton.click();
      await clearFixtureRequests();
      await items.filter({ hasText: 'Providers' }).click();
      const providers = await waitForRequest((entry) => entry.endpoint === 'search.marketplace');
      expect(providers.query.pl).toBe('1158');
      await widget.options.filter({ hasText: 'AppInsight Analytics' }).waitFor();
      expect(await optionTexts(widget)).toEqual(['AppInsight Analytics']);

      await Promise.all([page.waitForURL(/\/en-US\/listing\?/), widget.input.press('Enter')]);
      expect(page.url()).toBe(`http://${RESELLER_PRODUCTION_HOST}:${port}/en-US/listing?q=analytics&pl=1158`);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('test host: the test product lines; marketplace submission sends one pl per line', async () => {
    const port = new URL(marketOrigin()).port;
    const { page, widget, close } = await resellerMarket(RESELLER_TEST_HOST, port);
    try {
      await widget.scopeButton.click();
      await clearFixtureRequests();
      await widget.root.locator('[role="menuitemradio"]', { hasText: 'Advisors' }).click();
      await widget.input.pressSequentially('advisor');
      const advisors = await waitForRequest((entry) => entry.endpoint === 'search.marketplace' && entry.query.q === 'advisor');
      expect(advisors.query.pl).toBe('993');
      await widget.options.filter({ hasText: 'Advisor Connect' }).waitFor();

      await widget.scopeButton.click();
      await widget.root.locator('[role="menuitemradio"]', { hasText: 'Marketplace' }).click();
      await Promise.all([page.waitForURL(/\/en-US\/listing\?/), widget.input.press('Enter')]);
      const url = new URL(page.url());
      expect(url.host).toBe(`${RESELLER_TEST_HOST}:${port}`);
      expect(url.searchParams.get('q')).toBe('advisor');
      expect(url.searchParams.getAll('pl')).toEqual(['996', '1001', '918', '1004', '1007', '1002', '999']);
    } finally {
      await close();
    }
  });
});

describe('every search endpoint failing', () => {
  const faultsFor = (kind: string) => SEARCH_ENDPOINTS.map((endpoint) => `${endpoint}:${kind}`).join(',');

  /** Each kind, in scope all (channel-admin) and marketplace scope (customer), side by side. */
  async function expectNoResults(kinds: readonly string[]): Promise<void> {
    const cases = kinds.flatMap((kind) => ['channel-admin', 'customer'].map((persona) => ({ kind, persona })));
    const opened = await Promise.all(cases.map(({ kind, persona }) => openMarket({ persona, faults: faultsFor(kind) })));
    try {
      for (const { widget } of opened) {
        await widget.input.click();
        await widget.input.pressSequentially('slack');
      }
      for (const [index, { widget, pageErrors }] of opened.entries()) {
        const label = `${cases[index]?.kind} for ${cases[index]?.persona}`;
        const panel = widget.root.locator('.unav-search__panel[data-status="ready"]');
        await panel.waitFor({ timeout: 25_000 });
        expect((await panel.innerText()).trim(), label).toBe('No results found');
        expect(await widget.options.count(), label).toBe(0);
        expect(await widget.status.innerText(), label).toBe('No results found');
        expect(pageErrors, label).toEqual([]);
      }
    } finally {
      await Promise.all(opened.map((page) => page.close()));
    }
  }

  // An error status and a dropped connection. How each kind of failed answer reads is the request
  // layer's unit table (engine/core/http/request.test.ts), and faults.e2e.ts meets every search
  // endpoint with a fault of its own; the time-out, which holds a page for the whole request
  // time-out, is met there on a moved clock.
  it('500 and a dropped connection: empty results, the no-results text, no uncaught error', async () => {
    await expectNoResults(['500', 'drop']);
  }, 60_000);
});

describe('accessibility', () => {
  it('combobox attributes follow WAI-ARIA (controls and active descendant only while open); axe finds nothing', async () => {
    const { page, widget, close } = await openMarket({ persona: 'customer' });
    try {
      const attrs = () =>
        widget.input.evaluate((input) => ({
          role: input.getAttribute('role'),
          expanded: input.getAttribute('aria-expanded'),
          controls: input.getAttribute('aria-controls'),
          active: input.getAttribute('aria-activedescendant'),
        }));
      expect(await attrs()).toEqual({ role: 'combobox', expanded: 'false', controls: null, active: null });
      await widget.input.click();
      await widget.input.pressSequentially('crm');
      await settled(widget);
      const open = await attrs();
      expect(open.expanded).toBe('true');
      expect(open.controls).toBe(await widget.listbox.getAttribute('id'));
      expect(open.active).toBeNull();
      await widget.input.press('ArrowDown');
      const highlighted = await attrs();
      expect(highlighted.active).toBe(await widget.options.first().getAttribute('id'));
      expect(await page.locator(`[id="${highlighted.active}"]`).getAttribute('aria-selected')).toBe('true');
      expect(await widget.options.nth(1).getAttribute('aria-selected')).toBe('false');
      const violations = await runAxe(page, { include: ['#adsearch'] });
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await widget.input.press('Escape');
      expect(await attrs()).toEqual({ role: 'combobox', expanded: 'false', controls: null, active: null });
    } finally {
      await close();
    }
  });

  it('axe finds no violation with the long scope-all panel open and a row highlighted', async () => {
    const { page, widget, close } = await openMarket({ persona: 'channel-admin' });
    try {
      await widget.input.click();
      await widget.input.pressSequentially('in');
      await settled(widget);
      await widget.input.press('ArrowDown');
      // Suggestions, content, services and content types: more rows than the panel shows at once.
      expect(await widget.options.count()).toBeGreaterThan(10);
      const violations = await runAxe(page, { include: ['#adsearch'] });
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at 320px the open panel stays inside the viewport, at most 300px wide', async () => {
    const { page, widget, close } = await openMarket({ persona: 'channel-admin', width: 320 });
    try {
      await widget.input.click();
      await widget.input.pressSequentially('in');
      await settled(widget);
      const panel = widget.root.locator('.unav-search__panel');
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(box!.width).toBeLessThanOrEqual(300);
      const bar = await widget.root.locator('.unav-search__bar').boundingBox();
      expect(bar!.x + bar!.width).toBeLessThanOrEqual(320);
      // Every row is reachable: the first and the last one can be scrolled into view and clicked.
      await widget.options.last().scrollIntoViewIfNeeded();
      expect(await widget.options.last().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    } finally {
      await close();
    }
  });
});
