import type { CookieJar, NavEnv, StorageLike } from '../core/env.ts';
import { createMemoryStorage } from '../core/memoryStorage.ts';
import { NAV_EVENT_PREFIX } from '../core/events/navEvents.ts';

/** Storage that never throws: private modes and sandboxed frames may refuse access. */
function safeStorage(get: () => Storage): StorageLike {
  let storage: Storage;
  try {
    storage = get();
    const probe = '__unav_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    return createMemoryStorage();
  }
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // quota exceeded: the cache is an optimisation, losing it is fine
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // nothing to do
      }
    },
    keys: () => {
      try {
        return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
      } catch {
        return [];
      }
    },
  };
}

function documentCookies(doc: Document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index === -1) continue;
        if (part.slice(0, index).trim() === name) {
          try {
            return decodeURIComponent(part.slice(index + 1).trim());
          } catch {
            return part.slice(index + 1).trim();
          }
        }
      }
      return undefined;
    },
    set(name, value, options = {}) {
      let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
      if (options.maxAgeMs !== undefined) cookie += `; max-age=${Math.round(options.maxAgeMs / 1000)}`;
      if (options.secure && doc.location?.protocol === 'https:') cookie += '; Secure';
      doc.cookie = cookie;
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}

const RENDERED_EVENT = `${NAV_EVENT_PREFIX}rendered`;

function markRender(win: Window, detail: unknown): void {
  const render = (detail as { render?: unknown } | undefined)?.render;
  if (typeof render === 'string') win.performance?.mark?.(`${RENDERED_EVENT}:${render}`);
}

/**
 * The NavEnv of a real page, for the header and for a search widget mounted on its own. Location is
 * read live, so a hash change is seen by the next rule.
 */
export function createBrowserEnv(win: Window = window): NavEnv {
  return {
    fetch: (input, init) => win.fetch(input, init),
    get location() {
      const l = win.location;
      return { href: l.href, origin: l.origin, hostname: l.hostname, pathname: l.pathname, search: l.search, hash: l.hash };
    },
    cookies: documentCookies(win.document),
    localStorage: safeStorage(() => win.localStorage),
    sessionStorage: safeStorage(() => win.sessionStorage),
    emit: (type, detail) => {
      // A render's timing is also a performance entry (`universalnav:rendered:<render>`), for field tools.
      if (type === RENDERED_EVENT) markRender(win, detail);
      win.dispatchEvent(new CustomEvent(type, { detail }));
    },
    now: () => Date.now(),
    setTimer: (callback, delayMs) => {
      const id = win.setTimeout(callback, delayMs);
      return () => win.clearTimeout(id);
    },
    log: { warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) },
  };
}
