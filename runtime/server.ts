/**
 * The server entry (`universal-nav/server`): the header, footer and search box rendered to HTML on
 * a server (Node), with the CSS they need and the data the page's mount() hydrates from.
 */
import type { WindowLike } from 'dompurify';
import type { NavConfig } from '../engine/core/config/navConfig.ts';
import { parseServerNavData } from '../engine/core/ssr/parseServerNavData.ts';
import { pageDataJson } from '../engine/core/ssr/pageDataJson.ts';
import { SERVER_NAV_DATA_ID, SERVER_NAV_DATA_VERSION, type ServerNavData } from '../engine/core/ssr/serverNavData.ts';
import { cssForStyleElement } from '../engine/core/css/cssForStyleElement.ts';
import { toPageSafeConfig } from '../engine/core/ssr/toPageSafeConfig.ts';
import { templatesForPage } from '../engine/core/ssr/templatesForPage.ts';
import { templateSetCache } from '../engine/core/ssr/templateSetCache.ts';
import type { NavRootKind } from '../engine/react/roots/NavRoot.tsx';
import { renderRootsToString } from '../engine/react/ssr/renderRootsToString.tsx';
import { cachedPartnerCss } from '../engine/server/cachedPartnerCss.ts';
import { createServerSanitizer } from '../engine/server/createServerSanitizer.ts';
import { createServerEnv } from '../engine/server/serverEnv.ts';
import { loadNavData as loadHeaderOnServer, requestCookies, type LoadNavDataOptions, type PageRequest } from '../engine/server/loadNavData.ts';
import { defaultComposition } from './composition/defaultComposition.ts';
import { warmLazyWidgets } from './composition/warmLazyWidgets.ts';
import { stylesheet as searchOpenStatesCss } from '../widgets/search/SearchWidget.tsx';

export type { ServerNavData, NavConfig, NavRootKind, LoadNavDataOptions, PageRequest };

/**
 * The header data of one page, loaded on the server through the given fetch (cache off, nothing
 * stored), as plain JSON for renderNav. Also makes the lazy widgets ready to render (once).
 */
export async function loadNavData(config: NavConfig, options: LoadNavDataOptions): Promise<ServerNavData> {
  const [data] = await Promise.all([loadHeaderOnServer(config, options), warmLazyWidgets()]);
  return data;
}

export interface RenderNavOptions {
  /** The roots to render. [header, footer, search] */
  kinds?: readonly NavRootKind[];
  /**
   * A DOM window for the template sanitizer (DOMPurify), e.g. `new JSDOM('').window`: the host
   * brings it and keeps one for every render of the process.
   */
  window: WindowLike;
  /** The page's request: its cookies, for what a root reads from them as it renders. */
  request?: PageRequest;
  /** The page request's cookies, for what a root reads from them as it renders. [request's Cookie header] */
  cookies?: LoadNavDataOptions['cookies'];
  log?: LoadNavDataOptions['log'];
  /**
   * The most bytes, estimated, that the process keeps of what renders derive from template sets
   * (compiled templates, scoped partner CSS), least recently used dropped first. One cache serves
   * every renderNav of the process: a call that gives this sets it for all, 0 keeps nothing.
   * [67108864, 64 MB]
   */
  cacheBytes?: number;
}

export interface RenderedNav {
  /** Each root's HTML, to put inside its target element (the element mount() is given). */
  html: Partial<Record<NavRootKind, string>>;
  /**
   * The CSS the HTML needs: the runtime's and its widgets', then the partner's, scoped. For a
   * `<style>` in the head, as it is: it holds no `</` (no `</style` that could end the element).
   */
  css: string;
  /**
   * `<script type="application/json" id="unav-data">`: the data mount() hydrates from, safe to put
   * in the page. It carries neither the token nor the CSP nonce: pass the nonce to mount().
   */
  dataScript: string;
}

const ALL_KINDS: readonly NavRootKind[] = ['header', 'footer', 'search'];

let runtimeCss: string | undefined;

/**
 * The runtime's and its widgets' CSS, the same for every render: written once. The server renders
 * the search widget itself (not its stand-in), so its open states' CSS, which a browser gets with
 * the widget's chunk, is in the page from the start.
 */
function runtimeCssOnce(): string {
  runtimeCss ??= cssForStyleElement([...defaultComposition.stylesheets, searchOpenStatesCss].filter(Boolean).join('\n'));
  return runtimeCss;
}

/**
 * The data the page carries: without the token and the CSP nonce, however it was made (loadNavData
 * leaves them out already), and with only the templates the page's roots show (templatesForPage).
 */
function pageData(data: ServerNavData, kinds: readonly NavRootKind[]): ServerNavData {
  const { templateSet, omitted } = templatesForPage(data.templateSet, data.nav.template, kinds);
  return { ...data, version: SERVER_NAV_DATA_VERSION, nav: { ...data.nav, config: toPageSafeConfig(data.nav.config) }, templateSet, omitted };
}

/** Renders the roots of loadNavData's data to HTML (react-dom/server), as mount() then hydrates them. */
export function renderNav(data: ServerNavData, options: RenderNavOptions): RenderedNav {
  if (!options?.window?.document) throw new TypeError("renderNav: options.window must be a DOM window for the template sanitizer, e.g. new JSDOM('').window (npm install jsdom; keep one per process)");
  const seed = parseServerNavData(data, { marketUrl: data?.nav?.config?.marketUrl ?? '' });
  if (!seed || seed.omitted.length > 0) throw new TypeError('renderNav: not the data of loadNavData');
  if (options.cacheBytes !== undefined) {
    if (typeof options.cacheBytes !== 'number' || !(options.cacheBytes >= 0)) throw new TypeError('renderNav: options.cacheBytes is a number of bytes, 0 or more');
    templateSetCache.setMaxBytes(options.cacheBytes);
  }
  const { nav, templateSet } = seed.data;
  const kinds = options.kinds ?? ALL_KINDS;
  const env = createServerEnv({
    fetch: () => Promise.reject(new TypeError('no call while rendering on a server')),
    cookies: options.cookies ?? requestCookies(options.request),
    url: data.url,
    now: () => data.renderedAt,
    log: options.log,
  });
  const html = renderRootsToString(defaultComposition, seed.data, env, kinds, createServerSanitizer(options.window));
  const partnerCss = cachedPartnerCss(kinds, {
    templates: templateSet.templates, marketUrl: nav.config.marketUrl, assetOrigins: nav.config.assetOrigins, warn: (message) => env.log.warn(message),
  });
  const runtime = runtimeCssOnce();
  return {
    html,
    // Joined by concatenation: V8 keeps both kept texts and copies neither.
    css: runtime && partnerCss ? `${runtime}\n${partnerCss}` : runtime || partnerCss,
    dataScript: `<script type="application/json" id="${SERVER_NAV_DATA_ID}">${pageDataJson(pageData(data, kinds))}</script>`,
  };
}
