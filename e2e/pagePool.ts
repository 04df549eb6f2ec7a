import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newTrackedPage, type OpenedPage, type OpenPageOptions } from './browser.ts';

interface PooledPage {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
}

/**
 * Pages kept open between the cases of a large matrix. A new page costs a new renderer process:
 * on a loaded two-core machine about 1.3 s of CPU, twice a whole navigation of the demo page, and
 * the matrices are CPU-bound. A case takes a page that is already running and gives it back as a
 * fresh context would be: its listeners and routes removed, the case's document left (its timers,
 * sockets and storage writes end with it), then the origin's cookies, local and session storage,
 * IndexedDB, caches and service workers cleared. Only the HTTP cache stays, which is what a return
 * visit keeps too (the marketplace answers `no-cache` with an ETag: every file is revalidated).
 *
 * A case that moves the page's clock or adds init scripts of its own changes what this reset cannot
 * undo: such a case opens its own page (openPage) instead. Cookies a case sets (in `beforeLoad`)
 * are cleared with the rest. A page left on another origin, or that fails to reset, is closed
 * rather than reused.
 */
export class PagePool {
  private readonly idle: PooledPage[] = [];

  /** `prepare` runs once for each page the pool opens: init scripts that every case wants. */
  constructor(
    private readonly browser: Browser,
    private readonly prepare?: (page: Page) => Promise<unknown>,
  ) {}

  /** Like openPage: the page has loaded `url`; close() gives it back to the pool. */
  async open(url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
    const pooled = this.idle.pop() ?? (await this.create());
    const origin = new URL(url).origin;
    await pooled.page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
    const tracked = await newTrackedPage(pooled.page, url, options).catch(async (error: unknown) => {
      await this.release(pooled, origin);
      throw error;
    });
    return { ...tracked, close: () => this.release(pooled, origin) };
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((pooled) => pooled.context.close().catch(() => undefined)));
  }

  private async create(): Promise<PooledPage> {
    const context = await this.browser.newContext();
    const page = await context.newPage();
    await this.prepare?.(page);
    return { page, context, cdp: await context.newCDPSession(page) };
  }

  private async release(pooled: PooledPage, origin: string): Promise<void> {
    const { page, context, cdp } = pooled;
    try {
      if (new URL(page.url()).origin !== origin) throw new Error('the page ended on another origin');
      await page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // Any path of the marketplace that runs no script: an app icon, an SVG document.
      await page.goto(`${origin}/market-assets/apps/blank.svg`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb,cache_storage,service_workers' });
      this.idle.push(pooled);
    } catch {
      await context.close().catch(() => undefined);
    }
  }
}
