/**
 * The notification socket at scale, in a real browser against the local marketplace: the tabs of
 * one browser share one socket (Web Locks and BroadcastChannel), the leader's tab closing hands the
 * socket over, a server restart's reconnections spread out (jittered backoff), a hidden tab opens
 * no socket until it is shown, and messages forged on the tabs' channel change nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getSignalsChannelName } from '../services/tabs/getSignalsChannelName.ts';
import { HEADER, connectBrowser, marketOrigin, marketUrl } from './browser.ts';
import { pushSignals } from './fixturesControl.ts';

/** SPEC §9: the first interval; a reconnect waits half of it to all of it. */
const INTERVAL_MS = 35_000;

interface SignalStats {
  open: number;
  opened: number;
  connectionTimes: number[];
  restartedAt: number | null;
}

async function stats(): Promise<SignalStats> {
  return (await (await fetch(`${marketOrigin()}/__fixtures/signals/stats`)).json()) as SignalStats;
}

async function restartSignals(): Promise<{ closed: number; restartedAt: number }> {
  const response = await fetch(`${marketOrigin()}/__fixtures/signals/restart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return (await response.json()) as { closed: number; restartedAt: number };
}

/** expect.poll with a chosen patience: states are awaited, never timed. */
function pollFor<T>(read: () => Promise<T> | T, timeout: number, message?: string) {
  return expect.poll(read, { timeout, interval: 100, ...(message ? { message } : {}) });
}

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each test starts with no socket open, whatever the one before left closing. */
async function noSocketOpen(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close();
  await pollFor(async () => (await stats()).open, 15_000, 'sockets left open by an earlier test').toBe(0);
}

const URL_OPTIONS = { persona: 'customer' } as const;

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(marketUrl('/', URL_OPTIONS), { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-unav-state="mounted"]');
  return page;
}

async function newBrowserContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context;
}

const widget = (page: Page) => page.locator(`${HEADER} .unav-notifications`);
const messagesLabel = (page: Page) => page.locator(`${HEADER} .unav-notifications a[href$="/appwise/messages"]`).getAttribute('aria-label');
const homeLabel = (page: Page) => page.locator(`${HEADER} .unav-notifications a`).first().getAttribute('aria-label');
const role = (page: Page) => widget(page).getAttribute('data-socket');

describe('one signals socket per browser', () => {
  it('5 tabs of one browser hold 1 socket; every tab shows the counts; closing the leader\'s tab hands over within one interval', async () => {
    await noSocketOpen();
    const before = await stats();
    const context = await newBrowserContext();
    const tabs: Page[] = [];
    for (let index = 0; index < 5; index += 1) tabs.push(await openTab(context));

    for (const tab of tabs) await pollFor(() => messagesLabel(tab), 15_000).toBe('Messages, 3 unread');
    expect((await stats()).open).toBe(1);
    expect((await stats()).opened - before.opened).toBe(1);
    const roles = await Promise.all(tabs.map(role));
    expect(roles.filter((value) => value === 'leader')).toHaveLength(1);
    expect(roles.filter((value) => value === 'follower')).toHaveLength(4);

    // The server sends to its one socket; the leader fans the counts out to the other four tabs.
    expect((await pushSignals({ unreadCount: 5, hasUnreadMessages: true, homeCount: 1 })).sent).toBe(1);
    for (const tab of tabs) await pollFor(() => messagesLabel(tab), 15_000).toBe('Messages, 5 unread');

    const leader = tabs[roles.indexOf('leader')]!;
    const followers = tabs.filter((tab) => tab !== leader);
    const closedAt = Date.now();
    await leader.close();
    await pollFor(async () => (await Promise.all(followers.map(role))).filter((value) => value === 'leader').length, INTERVAL_MS).toBe(1);
    await pollFor(async () => (await stats()).open, INTERVAL_MS).toBe(1);
    const handoverMs = Date.now() - closedAt;
    console.info(`signals socket handover after the leader's tab closed: ${handoverMs} ms (one interval is ${INTERVAL_MS} ms)`);
    expect(handoverMs).toBeLessThan(INTERVAL_MS);
    expect((await stats()).opened - before.opened).toBe(2);

    expect((await pushSignals({ unreadCount: 7, hasUnreadMessages: true, homeCount: 1 })).sent).toBe(1);
    for (const tab of followers) await pollFor(() => messagesLabel(tab), 15_000).toBe('Messages, 7 unread');
  }, 180_000);
});

describe('a server restart', () => {
  it('spreads the reconnections over time instead of all at once', async () => {
    await noSocketOpen();
    // Six browsers (contexts), one tab each: six sockets.
    const BROWSERS = 6;
    for (let index = 0; index < BROWSERS; index += 1) await openTab(await newBrowserContext());
    await pollFor(async () => (await stats()).open, 30_000).toBe(BROWSERS);

    const { closed, restartedAt } = await restartSignals();
    expect(closed).toBe(BROWSERS);
    await pollFor(async () => (await stats()).connectionTimes.length, INTERVAL_MS + 20_000, 'every browser reconnects within one interval').toBe(BROWSERS);
    const delays = (await stats()).connectionTimes.map((time) => time - restartedAt).sort((a, b) => a - b);
    const spread = delays.at(-1)! - delays[0]!;
    console.info(`signals reconnections after a restart: ${delays.join(', ')} ms after it; spread ${spread} ms`);
    // Equal jitter: each waits between half an interval and a whole one, drawn on its own. Six draws
    // all within 5% of an interval of each other would be a one-in-ten-thousand chance.
    expect(delays[0]).toBeGreaterThanOrEqual(INTERVAL_MS / 2 - 100);
    expect(spread).toBeGreaterThan(0.05 * INTERVAL_MS);
  }, 180_000);
});

/**
 * Headless Chromium reports every page as visible, so the page is made hidden before any of its
 * scripts run: document.visibilityState and document.hidden are overridden by an init script, and
 * window.__unavShowPage() turns them to visible and fires visibilitychange, as a browser does when
 * the tab is brought to the front.
 */
function startHidden(): void {
  let hidden = true;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  (window as unknown as { __unavShowPage(): void }).__unavShowPage = () => {
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

describe('a hidden tab', () => {
  it('opens no socket until it is shown', async () => {
    await noSocketOpen();
    const before = await stats();
    const context = await newBrowserContext();
    await context.addInitScript(startHidden);
    const page = await openTab(context);
    expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
    // A shown tab has its socket within moments of the mount (the tests above); give this one time.
    await page.waitForTimeout(2_000);
    expect((await stats()).opened).toBe(before.opened);
    expect(await widget(page).getAttribute('data-status')).toBe('idle');

    await page.evaluate(() => (window as unknown as { __unavShowPage(): void }).__unavShowPage());
    await pollFor(async () => (await stats()).open, 15_000).toBe(1);
    await pollFor(() => messagesLabel(page), 15_000).toBe('Messages, 3 unread');
    expect(await role(page)).toBe('leader');
  }, 120_000);
});

/** The customer persona's user id, as the runtime reads it from the bootstrap. */
function customerUserId(): string {
  const persona = JSON.parse(readFileSync(new URL('../fixtures/personas/customer.json', import.meta.url), 'utf8')) as {
    bootstrap: { CurrentUser: { uuid: string } };
  };
  return persona.bootstrap.CurrentUser.uuid;
}

/** Posts messages on the BroadcastChannel `name` from a script of the page, as any script of the origin may. */
async function postOnChannel(page: Page, name: string, messages: unknown[]): Promise<void> {
  await page.evaluate(({ name, messages }) => {
    const win = window as unknown as { __forger?: BroadcastChannel };
    win.__forger ??= new BroadcastChannel(name);
    for (const message of messages) win.__forger.postMessage(message);
  }, { name, messages });
}

describe('messages forged on the tabs\' channel', () => {
  it('change no badge and raise no error; a well-formed message on the same channel does change the badge', async () => {
    await noSocketOpen();
    const context = await newBrowserContext();
    const leader = await openTab(context);
    const follower = await openTab(context);
    const pageErrors: string[] = [];
    follower.on('pageerror', (error) => pageErrors.push(error.message));
    for (const tab of [leader, follower]) await pollFor(() => messagesLabel(tab), 15_000).toBe('Messages, 3 unread');
    expect(await role(follower)).toBe('follower');

    // The name the product uses is the lock the leader holds: computed here the same way, and
    // without the user's id in it.
    const userId = customerUserId();
    const name = getSignalsChannelName(marketOrigin(), userId);
    const held = await follower.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? ''));
    expect(held.filter((lock) => lock.startsWith('unav-signals'))).toEqual([name]);
    expect(name).not.toContain(userId);

    const forged: unknown[] = [
      { type: 'counts', counts: { unreadCount: 1e9 } },
      { type: 'counts', counts: { unreadCount: -1 } },
      { type: 'counts', counts: { unreadCount: 2.5 } },
      { type: 'counts', counts: { unreadCount: 'NaN', hasUnreadMessages: 'yes' } },
      { type: 'counts', counts: { unreadCount: 8, note: '<img src=x onerror=alert(1)>' } },
      { type: 'counts', counts: { counts: { unreadCount: 8 } } },
      { type: 'counts' },
      { type: 'status', status: 'hijacked' },
      'counts',
      null,
    ];
    let home = await homeLabel(follower);
    for (const message of forged) {
      // Each forged message, then a well-formed one that changes the home count only: once the
      // home badge shows it, the forged message before it has been received (a channel keeps order).
      const homeCount = home === 'Home, 7 updated' ? 8 : 7;
      await postOnChannel(follower, name, [message, { type: 'counts', counts: { homeUpdatedCount: homeCount } }]);
      home = `Home, ${homeCount} updated`;
      await pollFor(() => homeLabel(follower), 15_000, `the well-formed message after ${JSON.stringify(message)}`).toBe(home);
      expect(await messagesLabel(follower), `after ${JSON.stringify(message)}`).toBe('Messages, 3 unread');
    }
    expect(pageErrors).toEqual([]);

    // Positive control: the same channel, a well-formed unread count: the follower shows it.
    await postOnChannel(follower, name, [{ type: 'counts', counts: { unreadCount: 6 } }]);
    await pollFor(() => messagesLabel(follower), 15_000).toBe('Messages, 6 unread');
  }, 120_000);
});
