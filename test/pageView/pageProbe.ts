import type { Page } from 'playwright-core';
import { matchEndpoint } from '../../fixtures/server/endpoints.ts';
import type { TimedCall } from './waves.ts';

/** The header as the demo and /ssr pages hold it, once its template (with its logo link) is in. */
export const HEADER_SHOWN = '#unav-header [data-unav-root="header"] a.unav-logo[href]';

/** What the page probe has recorded, in ms since navigation start. */
export interface PageStamps {
  /** The header first on screen (HEADER_SHOWN in the DOM), or null. */
  header: number | null;
  /** boot.js called UniversalNav.mount (html[data-unav-state="mounting"]). */
  mounting: number | null;
  /** Sum of the layout-shift entries without recent input: the page's CLS so far. */
  cls: number;
}

/**
 * Runs before any page script (addInitScript): a MutationObserver stamps the header's arrival with
 * performance.now(), and a buffered PerformanceObserver adds up layout shifts. A plain string, so
 * that no helper of the TypeScript transform is needed in the page.
 */
export const PAGE_PROBE_SCRIPT = `(function () {
  var stamps = { header: null, mounting: null, cls: 0 };
  window.__pageStamps = stamps;
  function check() {
    if (stamps.header === null && document.querySelector(${JSON.stringify(HEADER_SHOWN)})) stamps.header = performance.now();
    if (stamps.mounting === null && document.documentElement.getAttribute('data-unav-state')) stamps.mounting = performance.now();
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-unav-state'] });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) stamps.cls += entry.value; });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) { /* no layout-shift entries in this browser */ }
})();`;

export function readStamps(page: Page): Promise<PageStamps> {
  return page.evaluate(() => ({ ...(window as unknown as { __pageStamps: PageStamps }).__pageStamps }));
}

/** The marketplace API calls of the page (Resource Timing), named as the local marketplace names them. */
export async function readApiCalls(page: Page): Promise<TimedCall[]> {
  const entries = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => ({ url: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })));
  return entries.flatMap(({ url, start, end }) => {
    const { pathname } = new URL(url);
    // Resource Timing has no method: the path alone tells the endpoint apart here.
    const match = matchEndpoint('GET', pathname) ?? matchEndpoint('POST', pathname);
    return match ? [{ endpoint: match.spec.name, start, end }] : [];
  });
}

/**
 * The header's markup with the renderer's generated ids blanked (React's and Preact's) and each
 * inline style's declarations sorted (a re-render adds new custom properties after the old ones):
 * equal when the header shows the same.
 */
export function headerFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('#unav-header [data-unav-root="header"]');
    if (!root) return '';
    const copy = root.cloneNode(true) as Element;
    for (const element of [copy, ...copy.querySelectorAll('[style]')]) {
      const style = element.getAttribute('style');
      if (style === null) continue;
      element.setAttribute('style', style.split(';').map((part) => part.trim()).filter(Boolean).sort().join('; '));
    }
    return copy.outerHTML.replace(/_r_[0-9a-z]+_|:r[0-9a-z]+:|P\d+-\d+/g, 'id');
  });
}
