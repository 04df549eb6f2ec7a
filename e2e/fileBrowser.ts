import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { connectBrowser } from './browser.ts';
import { PagePool } from './pagePool.ts';

export interface FileBrowser {
  /** The run's one Chromium, connected to for this file. */
  readonly browser: Browser;
  /** Pages kept open between this file's cases (PagePool). */
  readonly pages: PagePool;
}

/**
 * The browser and page pool of one test file: connected before its tests, the pool's pages and
 * the connection closed after them (and with it every context the file opened). `prepare` runs on
 * each page the pool opens. Read `browser` and `pages` inside tests and hooks, not at the top level.
 */
export function fileBrowser(prepare?: (page: Page) => Promise<unknown>): FileBrowser {
  let browser: Browser | undefined;
  let pages: PagePool | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
    pages = new PagePool(browser, prepare);
  });
  afterAll(async () => {
    await pages?.close();
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('fileBrowser: read the browser and pages inside a test or hook');
    return value;
  };
  return {
    get browser() {
      return ready(browser);
    },
    get pages() {
      return ready(pages);
    },
  };
}
