import type { NavConfig } from '../core/config/navConfig.ts';
import type { NavLogger } from '../core/env.ts';
import { loadHeaderData } from '../core/load/loadHeaderData.ts';
import { toServerNavData, type ServerNavData } from '../core/ssr/serverNavData.ts';
import { forwardCookies } from './forwardCookies.ts';
import { createServerEnv } from './serverEnv.ts';

/**
 * The page's request as a server framework gives it: Node's `http.IncomingMessage` (a path as `url`,
 * headers by lower-case name) or a Fetch `Request` (an absolute `url`, `Headers`).
 */
export interface PageRequest {
  url?: string;
  headers: { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The page request a server render is for, and what its calls go through (README "Server rendering"). */
export interface LoadNavDataOptions {
  /**
   * The page's request: its URL and its cookies, which go on every call to the marketplace, so the
   * header is the requesting user's. `url` and `cookies` below win where given.
   */
  request?: PageRequest;
  /** The address of the page being rendered: absolute, or a path (Node's `request.url`) on the marketplace's origin. [request.url] */
  url?: string | URL;
  /** The page request's cookies, a `Cookie` header or name/value pairs: sent on every call to the marketplace. [request's Cookie header, else none] */
  cookies?: string | Readonly<Record<string, string>>;
  /** The fetch the calls go through. [the global fetch] */
  fetch?: typeof fetch;
  /** Where warnings go. [the console] */
  log?: NavLogger;
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The `Cookie` header of a page request, however its headers come. */
export function requestCookies(request: PageRequest | undefined): string | undefined {
  const headers = request?.headers;
  if (!headers) return undefined;
  const value = typeof headers.get === 'function' ? headers.get('cookie') : (headers as Readonly<Record<string, string | readonly string[] | undefined>>).cookie;
  const joined = Array.isArray(value) ? value.join('; ') : value;
  return typeof joined === 'string' && joined !== '' ? joined : undefined;
}

function pageUrl(url: string | URL | undefined, marketUrl: string): URL {
  if (url === undefined) throw new TypeError('loadNavData: give the page\'s request (options.request) or its url (options.url)');
  try {
    return new URL(url, marketUrl);
  } catch {
    throw new TypeError(`loadNavData: the page's url "${String(url)}" is a path, and marketUrl "${marketUrl}" is no absolute URL to read it on`);
  }
}

/**
 * The header data of one page, loaded on the server: the fresh flow of SPEC §4 with the cache off
 * (a server has no browser storage), through the given fetch (the global one by default), with the
 * page request's cookies on every call to the marketplace (forwardCookies). Never rejects: a failed
 * call falls back as in the browser (SPEC §8). The result is plain JSON, for renderNav and the page.
 */
export async function loadNavData(config: NavConfig, options: LoadNavDataOptions): Promise<ServerNavData> {
  const origins = [originOf(config.marketUrl), originOf(config.apiUrl)].filter((origin): origin is string => origin !== undefined);
  const cookies = options.cookies ?? requestCookies(options.request);
  const env = createServerEnv({
    ...options,
    cookies,
    fetch: forwardCookies(options.fetch ?? globalThis.fetch, cookies, origins),
    url: pageUrl(options.url ?? options.request?.url, config.marketUrl),
  });
  const data = await loadHeaderData(env, { ...config, cache: false }).fresh;
  return toServerNavData(data, env.now(), env.location.href);
}
