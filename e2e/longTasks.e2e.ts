/**
 * No long tasks of ours (DESIGN §6): after the entry's evaluation, no task that runs our code takes
 * more than 50 ms, on a cold view and on a warm one, at a phone's width and a desktop's, for a
 * signed-in customer (the most widgets). Each view is traced in Chromium, and our length in a task
 * is the renderer's CPU time of our scripts in it, with the style and layout they make it do
 * (test/pageView/ourTasks.ts): the machine is shared, and wall-clock time would also count what other
 * processes did meanwhile; and the deferred scripts run in the task that ends the document's
 * parsing, which then goes on with the page's DOMContentLoaded, load event, style and layout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { marketUrl } from './browser.ts';
import { fileBrowser } from './fileBrowser.ts';
import { ourTasks, type OurTask } from '../test/pageView/ourTasks.ts';

const LONG_TASK_MS = 50;
/** Three tries of two traced views each, on a loaded machine. */
const TRIES_TIMEOUT_MS = 180_000;
/** Long enough for everything after the first render: the idle-time chunks, the widgets taking their places, the socket. */
const SETTLE_MS = 3000;

const e2e = fileBrowser();
const ours = (url: string) => /\/dist\/(universal-nav\.iife\.js|chunks\/)|\/demo\/boot\.js/.test(url);

async function tracedView(page: Page, url: string): Promise<OurTask[]> {
  const browser = e2e.browser;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const viewed = page.goto(url)
    .then(() => page.waitForSelector('html[data-unav-state="mounted"]', { timeout: 20_000 }))
    .then(() => page.waitForTimeout(SETTLE_MS));
  // Tracing stops whatever happened: the browser is the whole run's, and traces one at a time.
  await viewed.catch(() => undefined);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as Parameters<typeof ourTasks>[0];
  await viewed;
  return ourTasks(trace, '/dist/universal-nav.iife.js', ours);
}

/** A cold view then a warm one, in a context of their own. */
async function coldThenWarm(width: number): Promise<{ cold: OurTask[]; warm: OurTask[] }> {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
  try {
    const page = await context.newPage();
    const url = marketUrl('/', { persona: 'customer' });
    const cold = await tracedView(page, url);
    const warm = await tracedView(page, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const longest = (tasks: OurTask[]) => Math.max(0, ...tasks.map((task) => task.cpuMs));

describe('no task of ours longer than 50 ms', () => {
  for (const width of [375, 1280]) {
    it(`a customer at ${width}px, cold then warm`, async () => {
      // A task of ours that is long is long on every try; a burst of the shared machine's load
      // (its other processes slow this one's CPU too: 14-23 ms tasks measured 59-79 ms at a load
      // of 8 on 2 cores) rarely lasts through three. So views with a long task are traced again,
      // up to three tries, and each view counts with its best try.
      let { cold, warm } = await coldThenWarm(width);
      for (let tries = 1; tries < 3 && (longest(cold) > LONG_TASK_MS || longest(warm) > LONG_TASK_MS); tries += 1) {
        const again = await coldThenWarm(width);
        if (longest(again.cold) < longest(cold)) cold = again.cold;
        if (longest(again.warm) < longest(warm)) warm = again.warm;
      }
      const report = (view: string, tasks: OurTask[]) =>
        `${view}: ${tasks.length} tasks of ours, the longest ${[...tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3).map((task) => `${task.cpuMs.toFixed(1)} ms (task ${task.taskCpuMs.toFixed(1)})`).join(', ')}`;
      console.info(`[long tasks] ${width}px ${report('cold', cold)}; ${report('warm', warm)}`);
      // The check can fail: the views ran our code, in tasks of their own.
      expect(cold.length).toBeGreaterThan(3);
      expect(warm.length).toBeGreaterThan(3);
      const long = (tasks: OurTask[]) => tasks.filter((task) => task.cpuMs > LONG_TASK_MS).map((task) => `${task.what} at ${task.at} ms: ${task.cpuMs.toFixed(1)} ms of ours in a task of ${task.taskCpuMs.toFixed(1)} ms`);
      expect({ cold: long(cold), warm: long(warm) }).toEqual({ cold: [], warm: [] });
    }, TRIES_TIMEOUT_MS);
  }
});
