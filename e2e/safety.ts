import type { Page } from 'playwright-core';

/** Helpers shared by the safety specs (xss, csp, faults): what a user sees of the navigation. */

/** Waits until boot.js has an answer from UniversalNav.mount (mounted or failed). */
export async function waitForMount(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForFunction(() => {
    const state = document.documentElement.getAttribute('data-unav-state');
    return state !== null && state !== 'mounting';
  }, undefined, { timeout });
  return (await page.getAttribute('html', 'data-unav-state')) ?? '';
}

export interface NavView {
  /** href of the logo link in the header. */
  logoHref: string | null;
  /** The header's template layout (headerIn, headerOut ...). */
  headerLayout: string | null;
  /** Visible text of the footer (copyright line, links). */
  footerText: string;
  footerLinks: number;
  /** A search input inside #adsearch. */
  searchInputs: number;
}

/** What the navigation shows right now. */
export function readNav(page: Page): Promise<NavView> {
  return page.evaluate(() => {
    const header = document.querySelector('#unav-header [data-unav-root="header"]');
    const footer = document.querySelector('#unav-footer [data-unav-root="footer"]');
    return {
      logoHref: header?.querySelector('a.unav-logo')?.getAttribute('href') ?? null,
      headerLayout: header?.querySelector('[data-layout]')?.getAttribute('data-layout') ?? null,
      footerText: (footer as HTMLElement | null)?.innerText.trim() ?? '',
      footerLinks: footer?.querySelectorAll('a[href]').length ?? 0,
      searchInputs: document.querySelectorAll('#adsearch input.unav-search__input').length,
    };
  });
}

/** Waits for the header's logo link and a rendered footer template (what every layout shows). */
export async function waitForNav(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector('#unav-header [data-unav-root="header"] a.unav-logo[href]', { timeout });
  await page.waitForSelector('#unav-footer [data-unav-root="footer"] [data-template] footer', { timeout });
}

/**
 * Everything inside the navigation roots that could run script or restyle the host page: script,
 * style and other forbidden elements (forms other than the search widget's own), on* attributes, javascript:/data:/vbscript: URLs. An empty
 * list means the rendered navigation is safe.
 */
export function unsafeInNav(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FORBIDDEN = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'foreignobject', 'template', 'noscript', 'math'];
    const URL_NAMES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'data', 'background', 'ping'];
    const problems: string[] = [];
    for (const root of document.querySelectorAll('[data-unav-root]')) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const tag = element.nodeName.toLowerCase();
        // The search widget's own form is the one form the runtime renders.
        const ownSearchForm = tag === 'form' && element.matches('.unav-search form.unav-search__bar:not([action])');
        if (FORBIDDEN.includes(tag) && !ownSearchForm) problems.push(`<${tag}>`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
          // Browsers ignore control characters and whitespace inside a scheme.
          // eslint-disable-next-line no-control-regex -- the control characters a browser skips
          const compact = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\ufeff]/g, '').toLowerCase();
          if (URL_NAMES.includes(name) && /^(javascript|data|vbscript):/.test(compact)) problems.push(`${tag}[${name}=${compact.slice(0, 40)}]`);
        }
      }
    }
    return problems;
  });
}

/** A CSP report as Chromium sends it to report-uri. */
export interface CspReport {
  'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string; 'effective-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string; 'script-sample'?: string; 'line-number'?: number; 'column-number'?: number };
}

export function describeReport(report: unknown): string {
  const body = (report as CspReport)?.['csp-report'] ?? {};
  return `${body['effective-directive'] ?? body['violated-directive'] ?? '?'} blocked ${body['blocked-uri'] || '?'} in ${body['source-file'] ?? body['document-uri'] ?? '?'}${body['script-sample'] ? ` (${body['script-sample']})` : ''}`;
}

/** Runs tasks with at most `limit` running at once; results keep the input order. */
export async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = Array.from<R>({ length: items.length });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
