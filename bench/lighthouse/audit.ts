/**
 * One Lighthouse run in Debian's Chromium, reduced to the figures bench/lighthouse prints: Lighthouse's
 * defaults for mobile (the mobile preset: a mid-range phone's screen, simulated throttling of a slow
 * 4G network and a 4x slower CPU), the performance category only.
 */
import lighthouse from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.ts';

export interface PageFigures {
  /** 0 to 100. */
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Bytes on the wire of each script the page loaded, by URL path. */
  scripts: Map<string, number>;
}

/** The flags of the test browser (test/chromium.ts), headless, with chrome-launcher's own for Lighthouse. */
export function launchAuditChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless'], logLevel: 'silent' });
}

/**
 * What Lighthouse clears before a run. Its default keeps the origin's local storage (and IndexedDB):
 * a run after another is a returning visitor's view, with the nav's cache. A first view clears them too.
 */
type ClearedStorage = NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']>;
const KEPT_STORAGE_CLEARED: ClearedStorage = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const FIRST_VIEW_CLEARED: ClearedStorage = [...KEPT_STORAGE_CLEARED, 'local_storage', 'indexeddb'];

export type ViewKind = 'first' | 'returning';

export async function audit(chrome: LaunchedChrome, url: string, view: ViewKind): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    clearStorageTypes: view === 'first' ? FIRST_VIEW_CLEARED : KEPT_STORAGE_CLEARED,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) throw new Error(`Lighthouse gave no performance score for ${url}`);
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const scripts = new Map<string, number>();
  for (const item of requests) {
    if (item.resourceType !== 'Script' || typeof item.url !== 'string') continue;
    const path = new URL(item.url).pathname;
    scripts.set(path, (scripts.get(path) ?? 0) + Number(item.transferSize ?? 0));
  }
  return {
    score: score * 100,
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    scripts,
  };
}
