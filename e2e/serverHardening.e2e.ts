/**
 * Other web pages the developer has open cannot drive the local marketplace: a page on another
 * local origin can neither read the recorded requests (cookies included) nor change the persona,
 * and the marketplace reached under a rebound DNS name refuses its control endpoints. The demo
 * page itself, and the browser's CSP reports, still get through.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectBrowser, marketOrigin, marketUrl, openPage } from './browser.ts';
// A name an attacker's DNS would first point at their server, then at 127.0.0.1: the run's browser resolves it so.
import { REBOUND_HOST } from './hostNames.ts';
import { clearCspReports, clearFixtureRequests, cspReports } from './fixturesControl.ts';

const OVERRIDE = { bootstrap: { UserInfo: { name: 'Set by another site' } } };

/** Another local origin that serves a blank page: the "other web page" of these tests. */
async function startPageOrigin(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another site</title><p>Another site</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function personaOverride(): Promise<unknown> {
  return (await fetch(`${marketOrigin()}/__fixtures/persona`)).json();
}

async function userName(): Promise<string | undefined> {
  const bootstrap = (await (await fetch(`${marketOrigin()}/api/session/v1/bootstrap-context`)).json()) as { UserInfo?: { name?: string } };
  return bootstrap.UserInfo?.name;
}

let browser: Browser;
let other: Awaited<ReturnType<typeof startPageOrigin>>;
beforeAll(async () => {
  browser = await connectBrowser();
  other = await startPageOrigin();
});
afterAll(async () => {
  await browser?.close();
  await other?.close();
  await fetch(`${marketOrigin()}/__fixtures/persona`, { method: 'DELETE' });
});
beforeEach(async () => {
  await fetch(`${marketOrigin()}/__fixtures/persona`, { method: 'DELETE' });
  await clearFixtureRequests();
});

describe('a page on another local origin', () => {
  it('cannot read /__fixtures/requests, with or without CORS', async () => {
    // The developer has the marketplace open: its cookies (per host, any port) are in the browser.
    const opened = await openPage(browser, marketUrl('/', { persona: 'customer' }));
    try {
      const { page } = opened;
      await page.goto(`${other.origin}/`);
      const seen = await page.evaluate(async (market) => {
        let cors: string;
        try {
          const response = await fetch(`${market}/__fixtures/requests`, { credentials: 'include' });
          cors = `read ${response.status}: ${(await response.text()).slice(0, 80)}`;
        } catch (error) {
          cors = `blocked: ${(error as Error).name}`;
        }
        const opaque = await fetch(`${market}/__fixtures/requests`, { credentials: 'include', mode: 'no-cors' });
        return { cors, opaque: { type: opaque.type, status: opaque.status, text: await opaque.text() } };
      }, marketOrigin());
      expect(seen.cors).toBe('blocked: TypeError');
      expect(seen.opaque).toEqual({ type: 'opaque', status: 0, text: '' });
    } finally {
      await opened.close();
    }
  });

  it('cannot change the persona: text/plain fetch, text/plain form, JSON fetch', async () => {
    const opened = await openPage(browser, `${other.origin}/`);
    try {
      const { page } = opened;
      const outcome = await page.evaluate(async ({ market, body }) => {
        // The "simple" request a page may send anywhere without a preflight.
        const simple = await fetch(`${market}/__fixtures/persona`, {
          method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body,
        });
        // A JSON one needs a preflight, which the marketplace grants its own origin only.
        let json: string;
        try {
          await fetch(`${market}/__fixtures/persona`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body });
          json = 'sent';
        } catch (error) {
          json = `blocked: ${(error as Error).name}`;
        }
        // The classic form trick: enctype text/plain writes `name=value`, here a JSON document.
        const frame = document.createElement('iframe');
        frame.name = 'sink';
        document.body.append(frame);
        const form = document.createElement('form');
        Object.assign(form, { method: 'POST', action: `${market}/__fixtures/persona`, enctype: 'text/plain', target: 'sink' });
        const field = document.createElement('input');
        field.name = body.slice(0, -2) + ',"x":"';
        field.value = '"}}';
        form.append(field);
        document.body.append(form);
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        form.submit();
        await loaded;
        return { simple: simple.type, json };
      }, { market: marketOrigin(), body: JSON.stringify(OVERRIDE) });
      expect(await personaOverride()).toEqual({});
      expect(await userName()).toBe('Maya Thompson');
      expect(outcome).toEqual({ simple: 'opaque', json: 'blocked: TypeError' });
    } finally {
      await opened.close();
    }
  });
});

describe('the marketplace under a rebound DNS name', () => {
  it('serves its page but refuses its control endpoints, even same-origin', async () => {
    const port = new URL(marketOrigin()).port;
    const opened = await openPage(browser, `http://${REBOUND_HOST}:${port}/?persona=customer`);
    try {
      const { page } = opened;
      expect(await page.locator('#unav-header').count()).toBe(1);
      const statuses = await page.evaluate(async (body) => {
        const read = await fetch('/__fixtures/requests');
        const write = await fetch('/__fixtures/persona', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        return [read.status, write.status];
      }, JSON.stringify(OVERRIDE));
      expect(statuses).toEqual([403, 403]);
      expect(await personaOverride()).toEqual({});
    } finally {
      await opened.close();
    }
  });
});

describe('the demo page itself', () => {
  it('reads and writes the control endpoints with JSON', async () => {
    const opened = await openPage(browser, marketUrl('/', { persona: 'customer' }));
    try {
      const statuses = await opened.page.evaluate(async (body) => {
        const read = await fetch('/__fixtures/requests');
        const log = (await read.json()) as { path: string }[];
        const write = await fetch('/__fixtures/persona', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const clear = await fetch('/__fixtures/persona', { method: 'DELETE' });
        return { read: read.status, logged: log.some((entry) => entry.path === '/'), write: write.status, clear: clear.status };
      }, JSON.stringify(OVERRIDE));
      expect(statuses).toEqual({ read: 200, logged: true, write: 200, clear: 200 });
    } finally {
      await opened.close();
    }
  });

  it('the browser\'s CSP reports are still recorded', async () => {
    await clearCspReports();
    const opened = await openPage(browser, marketUrl('/', { csp: 'strict' }));
    try {
      await opened.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      await expect.poll(async () => JSON.stringify(await cspReports()), { timeout: 10_000 }).toContain('inline');
    } finally {
      await opened.close();
    }
  });
});
