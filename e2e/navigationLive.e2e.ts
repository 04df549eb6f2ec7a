/**
 * The live side of header navigation in a real browser: notification badges driven by the
 * server's signals socket (and its reconnection), axe-core on every layout and with every menu
 * open, and unmount leaving no socket, timer or listener behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type AxeViolation, connectBrowser, HEADER, marketUrl, type OpenedPage, openPage, type OpenPageOptions, poll, runAxe, searchReady } from './browser.ts';
import { callsTo, dropSignals, pushSignals } from './fixturesControl.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** Opens a page after `prepare` (clock, init scripts) ran on it, and waits for the mount. */
async function withPage(
  url: string,
  body: (opened: OpenedPage) => Promise<void>,
  options: OpenPageOptions & { prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<void> {
  const opened = await openPage(browser, 'about:blank', options);
  try {
    await options.prepare?.(opened.page);
    // The mount marker is what counts, not the page's 42 app images.
    await opened.page.goto(url, { waitUntil: 'domcontentloaded' });
    await opened.page.waitForSelector('html[data-unav-state="mounted"]');
    await body(opened);
    expect(opened.pageErrors).toEqual([]);
  } finally {
    await opened.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Notifications (SPEC §4): the unread badge is the sum of support-chat and signals unread, a dot
// when that is 0 with unread messages, 9+ above 9; the home count caps at 9+ too.
// ---------------------------------------------------------------------------------------------

interface IconView {
  label: string | null;
  badge: string | null;
  kind: string | null;
}

async function icon(page: Page, path: '/appwise' | '/appwise/messages'): Promise<IconView> {
  const link = page.locator(`${HEADER} .unav-notifications a[href$="${path}"]`);
  const badge = link.locator('.unav-notifications__badge');
  const shown = (await badge.count()) > 0 && (await badge.isVisible());
  return {
    label: await link.getAttribute('aria-label'),
    badge: shown ? (await badge.innerText()).trim() : null,
    kind: shown ? await badge.getAttribute('data-kind') : null,
  };
}

const messages = (page: Page) => icon(page, '/appwise/messages');
const home = (page: Page) => icon(page, '/appwise');

describe('notification badges from the signals socket', () => {
  it('counts, the dot, 9+, and no badge when nothing is unread', async () => {
    await withPage(marketUrl('/', { persona: 'customer' }), async ({ page }) => {
      // The persona's first frame: 3 unread messages, 4 updated on home.
      await poll(() => messages(page)).toEqual({ label: 'Messages, 3 unread', badge: '3', kind: 'count' });
      await poll(() => home(page)).toEqual({ label: 'Home, 4 updated', badge: '4', kind: 'count' });

      expect((await pushSignals({ unreadCount: 0, hasUnreadMessages: true, homeCount: 0 })).sent).toBeGreaterThan(0);
      await poll(() => messages(page)).toEqual({ label: 'Messages, new messages', badge: '', kind: 'dot' });
      await poll(() => home(page)).toEqual({ label: 'Home', badge: null, kind: null });

      await pushSignals({ unreadCount: 10, hasUnreadMessages: true, homeCount: 27 });
      await poll(() => messages(page)).toEqual({ label: 'Messages, 9+ unread', badge: '9+', kind: 'count' });
      await poll(() => home(page)).toEqual({ label: 'Home, 9+ updated', badge: '9+', kind: 'count' });

      await pushSignals({ unreadCount: 9, hasUnreadMessages: true, homeCount: 1 });
      await poll(() => messages(page)).toEqual({ label: 'Messages, 9 unread', badge: '9', kind: 'count' });
      await poll(() => home(page)).toEqual({ label: 'Home, 1 updated', badge: '1', kind: 'count' });

      await pushSignals({ unreadCount: 0, hasUnreadMessages: false, homeCount: 0 });
      await poll(() => messages(page)).toEqual({ label: 'Messages', badge: null, kind: null });
      await poll(() => home(page)).toEqual({ label: 'Home', badge: null, kind: null });
    });
  });

  it('a socket the server drops is reopened, and the badges come back live', async () => {
    await withPage(marketUrl('/', { persona: 'customer' }), async ({ page }) => {
      const widget = page.locator(`${HEADER} .unav-notifications`);
      await poll(() => widget.getAttribute('data-status')).toBe('connected');
      await poll(() => messages(page)).toMatchObject({ badge: '3' });
      const upgradesBefore = (await callsTo('signals')).length;

      expect((await dropSignals()).dropped).toBeGreaterThan(0);
      // Offline: badges show only while the socket is open.
      await poll(() => widget.getAttribute('data-status')).toBe('offline');
      expect(await messages(page)).toEqual({ label: 'Messages', badge: null, kind: null });

      // The reconnect waits one ping interval (35 s, SPEC §9): the page's clock skips it.
      await page.clock.fastForward(36_000);
      await poll(() => widget.getAttribute('data-status')).toBe('connected');
      expect((await callsTo('signals')).length).toBe(upgradesBefore + 1);
      await poll(() => messages(page)).toEqual({ label: 'Messages, 3 unread', badge: '3', kind: 'count' });

      await pushSignals({ unreadCount: 5, hasUnreadMessages: true, homeCount: 12 });
      await poll(() => messages(page)).toEqual({ label: 'Messages, 5 unread', badge: '5', kind: 'count' });
      await poll(() => home(page)).toEqual({ label: 'Home, 9+ updated', badge: '9+', kind: 'count' });
    }, { prepare: (page) => page.clock.install() });
  });
});

// ---------------------------------------------------------------------------------------------
// Accessibility: axe-core, zero violations, on each layout and with each menu open.
// ---------------------------------------------------------------------------------------------

/** Our three roots: the demo page around them is not ours to judge. */
const OUR_ROOTS = ['#unav-header', '#unav-footer', '#adsearch'];

function summary(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}

describe('axe-core', () => {
  it.each([
    // headerIn with every menu closed is the first check of the next test.
    ['headerOut', '/', 'visitor'],
    ['headerSso', '/login', 'visitor'],
    ['headerCheckout', '/checkout/payment', 'customer'],
  ])('%s layout and the footer: no violations', async (layout, path, persona) => {
    await withPage(marketUrl(path, { persona }), async ({ page }) => {
      expect(await page.locator(HEADER).getAttribute('data-layout')).toBe(layout);
      if (layout !== 'headerCheckout') await searchReady(page);
      expect(summary(await runAxe(page, { include: OUR_ROOTS }))).toEqual([]);
    });
  });

  // The partners' own templates (Globex large, Northwind small), with their CSS and translations.
  it.each([
    ['GLOBEX', 'headerIn', '/', 'multi-company-user'],
    ['GLOBEX', 'headerOut', '/', 'visitor'],
    ['GLOBEX', 'headerSso', '/login', 'visitor'],
    ['GLOBEX', 'headerCheckout', '/checkout/payment', 'customer'],
    ['NORTHWIND', 'headerIn', '/', 'customer'],
    ['NORTHWIND', 'headerOut', '/', 'visitor'],
    ['NORTHWIND', 'headerSso', '/login', 'visitor'],
    ['NORTHWIND', 'headerCheckout', '/checkout/payment', 'customer'],
  ])('%s %s layout and its footer: no violations', async (partner, layout, path, persona) => {
    await withPage(marketUrl(path, { persona, partner }), async ({ page }) => {
      expect(await page.locator(HEADER).getAttribute('data-layout')).toBe(layout);
      if (layout !== 'headerCheckout') await searchReady(page);
      expect(summary(await runAxe(page, { include: OUR_ROOTS }))).toEqual([]);
    });
  });

  it('headerIn layout and the footer, then with each menu open: company, Manage, user menu, My Apps', async () => {
    await withPage(marketUrl('/', { persona: 'multi-company-user' }), async ({ page }) => {
      expect(await page.locator(HEADER).getAttribute('data-layout')).toBe('headerIn');
      await searchReady(page);
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'menus closed').toEqual([]);
      for (const id of ['company', 'manage', 'user', 'myapps']) {
        const trigger = page.locator(`${HEADER} [data-dropdown="${id}"] button[aria-haspopup="menu"]`);
        await trigger.click();
        await page.locator(`${HEADER} [data-dropdown="${id}"] [role="menu"]`).waitFor({ state: 'visible' });
        expect(summary(await runAxe(page, { include: OUR_ROOTS })), `${id} open`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  });

  it('mobile menu at 375px, each of its three panels open', async () => {
    await withPage(marketUrl('/', { persona: 'customer' }), async ({ page }) => {
      await searchReady(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const panel = page.getByRole('navigation', { name: 'Mobile menu' });
      await poll(() => panel.getAttribute('aria-busy')).toBe('false');
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'default panel').toEqual([]);
      await panel.getByRole('button', { name: 'Browse apps' }).click();
      await poll(() => panel.getAttribute('data-panel')).toBe('categories');
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'categories panel').toEqual([]);
      await panel.getByRole('button', { name: 'Back' }).click();
      await panel.getByRole('button', { name: 'Maya Thompson' }).click();
      await poll(() => panel.getAttribute('data-panel')).toBe('account');
      expect(summary(await runAxe(page, { include: OUR_ROOTS })), 'account panel').toEqual([]);
    }, { width: 375, height: 800 });
  });
});

// ---------------------------------------------------------------------------------------------
// Unmount (DESIGN §4): no WebSocket open, no timer or window/document listener of ours left.
// ---------------------------------------------------------------------------------------------

interface LeakReport {
  sockets: { url: string; readyState: number }[];
  timeouts: string[];
  intervals: string[];
  listeners: string[];
}

/**
 * Runs before any page script. Counts what the navigation bundle creates (the caller of the
 * tracked function is in the bundle) and has not cleared: sockets, timeouts, intervals, and
 * listeners on window and document. A script the runtime loads, such as the support-chat SDK,
 * owns the timers it starts, even when it starts them inside a callback of ours.
 */
function instrumentPage(): void {
  // The entry and the chunks it loads (dist/chunks/).
  const OURS = /\/dist\/(universal-nav[^/]*|chunks\/[^/]+)\.js/;
  // Stack lines: the message, ours(), the tracking wrapper, then its caller.
  const ours = () => OURS.test((new Error().stack ?? '').split('\n')[3] ?? '');
  const where = () => (new Error().stack ?? '').split('\n').slice(2, 6).join(' | ');
  const win = window as unknown as Record<string, unknown>;
  const sockets: WebSocket[] = [];
  const timeouts = new Map<unknown, string>();
  const intervals = new Map<unknown, string>();
  const listeners: { target: EventTarget; type: string; listener: unknown; capture: boolean; at: string }[] = [];

  const NativeWebSocket = window.WebSocket;
  class TrackedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (ours()) sockets.push(this);
    }
  }
  window.WebSocket = TrackedWebSocket;

  const nativeSetTimeout = window.setTimeout.bind(window);
  const nativeClearTimeout = window.clearTimeout.bind(window);
  const nativeSetInterval = window.setInterval.bind(window);
  const nativeClearInterval = window.clearInterval.bind(window);
  win.setTimeout = (handler: unknown, ms?: number, ...args: unknown[]) => {
    const mine = ours();
    const at = mine ? where() : '';
    const holder: { id?: unknown } = {};
    const run = typeof handler === 'function'
      ? (...callArgs: unknown[]) => {
        timeouts.delete(holder.id);
        return (handler as (...a: unknown[]) => unknown)(...callArgs);
      }
      : handler;
    holder.id = nativeSetTimeout(run as TimerHandler, ms, ...args);
    if (mine) timeouts.set(holder.id, at);
    return holder.id;
  };
  win.clearTimeout = (id?: number) => {
    timeouts.delete(id);
    nativeClearTimeout(id);
  };
  win.setInterval = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = nativeSetInterval(handler, ms, ...args);
    if (ours()) intervals.set(id, where());
    return id;
  };
  win.clearInterval = (id?: number) => {
    intervals.delete(id);
    nativeClearInterval(id);
  };

  const capture = (options?: boolean | EventListenerOptions) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener && ours()) listeners.push({ target, type, listener, capture: capture(options), at: where() });
      add(type, listener, options);
    };
    target.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
      const index = listeners.findIndex((entry) => entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture(options));
      if (index >= 0) listeners.splice(index, 1);
      remove(type, listener, options);
    };
  }

  win.__unavLeaks = (): LeakReport => ({
    sockets: sockets.map((socket) => ({ url: socket.url, readyState: socket.readyState })),
    timeouts: [...timeouts.values()],
    intervals: [...intervals.values()],
    listeners: listeners.map((entry) => `${entry.target === window ? 'window' : 'document'} ${entry.type}: ${entry.at}`),
  });
}

const leaks = (page: Page) => page.evaluate(() => (window as unknown as { __unavLeaks(): LeakReport }).__unavLeaks());

describe('unmount', () => {
  it('closes the signals socket and leaves no timer or listener of ours', async () => {
    await withPage(marketUrl('/', { persona: 'multi-company-user' }), async ({ page }) => {
      // Live before unmount: the socket is open, the cart and an open dropdown listen on the page,
      // and My Apps has a hover-close timer pending.
      await poll(async () => (await leaks(page)).sockets.map((socket) => socket.readyState)).toEqual([WebSocketOpen]);
      await page.locator(`${HEADER} [data-dropdown="manage"] button[aria-haspopup="menu"]`).click();
      await page.locator(`${HEADER} [data-dropdown="myapps"] button`).hover();
      await page.locator('#fx-hero-title').hover();
      const before = await leaks(page);
      expect(before.listeners.length).toBeGreaterThan(0);
      expect(before.timeouts.length).toBeGreaterThan(0);

      await page.evaluate(() => (window as unknown as { __unavHandle: { unmount(): void } }).__unavHandle.unmount());
      expect(await page.locator('.unav-root').count()).toBe(0);
      await poll(async () => (await leaks(page)).sockets.map((socket) => socket.readyState)).toEqual([WebSocketClosed]);
      const after = await leaks(page);
      expect(after.timeouts).toEqual([]);
      expect(after.intervals).toEqual([]);
      expect(after.listeners).toEqual([]);

      // A second mount and unmount leaves nothing either.
      await page.evaluate(async () => {
        const data = document.body.dataset;
        const nav = (window as unknown as { UniversalNav: { mount(config: unknown): Promise<{ unmount(): void }> } }).UniversalNav;
        const handle = await nav.mount({
          marketUrl: location.origin, partner: data.partner, mode: data.mode, locale: data.locale,
          header: { target: '#unav-header' }, footer: { target: '#unav-footer' }, search: { target: '#adsearch' },
        });
        handle.unmount();
      });
      await poll(async () => (await leaks(page)).sockets.filter((socket) => socket.readyState !== WebSocketClosed)).toEqual([]);
      const again = await leaks(page);
      expect(again.timeouts).toEqual([]);
      expect(again.intervals).toEqual([]);
      expect(again.listeners).toEqual([]);
    }, { prepare: (page) => page.addInitScript(instrumentPage) });
  });
});

const WebSocketOpen = 1;
const WebSocketClosed = 3;
