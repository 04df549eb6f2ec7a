import type { CookieJar, NavEnv } from '../core/env.ts';
import { createMemoryStorage } from '../core/memoryStorage.ts';

/** What a preview's widgets get instead of a response: a local refusal, before any request exists. */
const refuseRequest: typeof fetch = (input) =>
  Promise.reject(new TypeError(`Universal navigation preview: no request is made (${String(input instanceof Request ? input.url : input)})`));

function memoryCookies(): CookieJar {
  const jar = new Map<string, string>();
  return { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

function rootOf(url: string): URL | undefined {
  try {
    return new URL('/', url);
  } catch {
    return undefined;
  }
}

/**
 * The NavEnv of a preview. Nothing it does reaches the network or the host page's state: requests
 * are refused locally (widgets show their empty state, as after a failed call), storage and
 * cookies live in memory (the page's header cache, stored user and builder cookies neither feed
 * the preview nor are written by it), events stay inside, and the location is the marketplace's
 * root, so the editor page's own path or query cannot pick a checkout layout or a display mode.
 */
export function createPreviewEnv(marketUrl: string, win: Window = window): NavEnv {
  const root = rootOf(marketUrl) ?? rootOf(win.location.origin);
  // A page without an origin of its own (about:blank, a sandboxed frame) and no marketplace: a bare root.
  const location = root
    ? { href: root.href, origin: root.origin, hostname: root.hostname, pathname: root.pathname, search: '', hash: '' }
    : { href: '/', origin: '', hostname: '', pathname: '/', search: '', hash: '' };
  return {
    fetch: refuseRequest,
    location,
    cookies: memoryCookies(),
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    emit: () => undefined,
    now: () => Date.now(),
    setTimer: (callback, delayMs) => {
      const id = win.setTimeout(callback, delayMs);
      return () => win.clearTimeout(id);
    },
    log: { warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) },
  };
}
