import type { CookieJar, NavEnv, NavLogger } from '../core/env.ts';
import { createMemoryStorage } from '../core/memoryStorage.ts';

export interface ServerEnvOptions {
  /** The fetch the server's calls go through (the host's, with its own cookies or headers). */
  fetch: typeof fetch;
  /** The page request's cookies: a `Cookie` header, or name/value pairs. */
  cookies?: string | Readonly<Record<string, string>>;
  /** The address of the page being rendered. */
  url: string | URL;
  log?: NavLogger;
  now?: () => number;
}

function parseCookieHeader(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const raw = part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a value that is not URI-encoded is read as written
    }
    jar.set(part.slice(0, index).trim(), value);
  }
  return jar;
}

/** The request's cookies, read-only in effect: what the runtime would set has no response to go to. */
function requestCookies(cookies: ServerEnvOptions['cookies']): CookieJar {
  const jar = typeof cookies === 'string' ? parseCookieHeader(cookies) : new Map(Object.entries(cookies ?? {}));
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

/**
 * The NavEnv of a server render: the page's address and cookies, the host's fetch, and storage
 * that lives for this one render (nothing persists between requests: no cache, no stored user).
 * Window events have no window to go to and are dropped.
 */
export function createServerEnv(options: ServerEnvOptions): NavEnv {
  const url = new URL(options.url);
  return {
    fetch: options.fetch,
    location: { href: url.href, origin: url.origin, hostname: url.hostname, pathname: url.pathname, search: url.search, hash: url.hash },
    cookies: requestCookies(options.cookies),
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    emit: () => {},
    now: options.now ?? (() => Date.now()),
    setTimer: (callback, delayMs) => {
      const timer = setTimeout(callback, delayMs);
      return () => clearTimeout(timer);
    },
    log: options.log ?? { warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) },
  };
}
