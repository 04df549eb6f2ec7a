import type { CookieJar, LocationLike, NavEnv, StorageLike } from '../core/env.ts';
import { createMemoryStorage } from '../core/memoryStorage.ts';
import { NAV_EVENT_PREFIX } from '../core/events/navEvents.ts';
import { yieldToMain, type YieldHost } from './yieldToMain.ts';

/** The page's storage, or one in memory where the page may not reach it (a sandboxed frame, storage turned off). */
function reachableStorage(get: () => Storage): StorageLike {
  try {
    return storageThatNeverThrows(get());
  } catch {
    return createMemoryStorage();
  }
}

/**
 * Storage that never throws, reached on first use rather than when the env is made. It is not
 * probed with a write (a write costs the first task a millisecond or two): a write the browser
 * refuses (a full storage, an old private mode) is lost, which only costs the next view its cache.
 */
function safeStorage(get: () => Storage): StorageLike {
  let storage: StorageLike | undefined;
  const reach = () => (storage ??= reachableStorage(get));
  return {
    getItem: (key) => reach().getItem(key),
    setItem: (key, value) => reach().setItem(key, value),
    removeItem: (key) => reach().removeItem(key),
    keys: () => reach().keys(),
  };
}

function storageThatNeverThrows(storage: Storage): StorageLike {
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

/**
 * Runs each `run` in a task after the current one (yieldToMain), the ones asked within a task
 * together: one message per task, however many reads ask for it.
 */
function afterThisTask(win: Window): (run: () => void) => void {
  let waiting: (() => void)[] = [];
  return (run) => {
    if (waiting.push(run) > 1) return;
    void yieldToMain(win as YieldHost).then(() => {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    });
  };
}

/**
 * The page's fetch, each call started in a task of its own after the first of a burst: starting a
 * fetch costs Chromium a millisecond or two, and a view starts five or six at once (DESIGN §6, no
 * long tasks of ours). The rest follow within a few milliseconds, ahead of the page's own queued
 * tasks where the browser has scheduler.yield(), each in the order asked; one
 * aborted while it waits rejects as fetch would, without going out.
 */
function spacedFetch(win: Window): typeof fetch {
  const waiting: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const start = waiting.shift();
    if (!start) {
      busy = false;
      return;
    }
    start();
    // scheduler.yield() where there is one: the next start keeps its place ahead of the page's queued tasks.
    void yieldToMain(win as YieldHost).then(next);
  };
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      waiting.push(() => {
        if (init?.signal?.aborted) reject(init.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        else win.fetch(input, init).then(resolve, reject);
      });
      if (busy) return;
      busy = true;
      next();
    });
}

/**
 * The page's cookies. Reading document.cookie asks the browser for them each time (about half a
 * millisecond in Chromium), and a view reads them some thirty times (display mode, preview cookies,
 * the XSRF token of every call): the text is read once per task and kept to its end. Our own writes
 * drop it at once, and so does everything that hands control to the host within a task (an event):
 * a cookie the page sets is seen by what runs after it.
 */
function documentCookies(doc: Document, later: (run: () => void) => void): CookieJar & { forget(): void } {
  let text: string | undefined;
  const forget = () => {
    text = undefined;
  };
  const read = () => {
    if (text === undefined) {
      text = doc.cookie;
      later(forget);
    }
    return text;
  };
  return {
    forget,
    get(name) {
      for (const part of read().split(';')) {
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
      forget();
      doc.cookie = cookie;
    },
    remove(name) {
      forget();
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
  const later = afterThisTask(win);
  const cookies = documentCookies(win.document, later);
  const fetch = spacedFetch(win);
  // The parts of the location, taken apart again only when the address changed: rules read them often.
  let seen: LocationLike | undefined;
  return {
    fetch,
    get location() {
      const l = win.location;
      const href = l.href;
      if (seen?.href !== href) seen = { href, origin: l.origin, hostname: l.hostname, pathname: l.pathname, search: l.search, hash: l.hash };
      return seen;
    },
    cookies: { get: cookies.get, set: cookies.set, remove: cookies.remove },
    localStorage: safeStorage(() => win.localStorage),
    sessionStorage: safeStorage(() => win.sessionStorage),
    emit: (type, detail) => {
      // A render's timing is also a performance entry (`universalnav:rendered:<render>`), for field tools.
      if (type === RENDERED_EVENT) markRender(win, detail);
      win.dispatchEvent(new CustomEvent(type, { detail }));
      // The page's listeners may have set a cookie.
      cookies.forget();
    },
    now: () => Date.now(),
    setTimer: (callback, delayMs) => {
      const id = win.setTimeout(callback, delayMs);
      return () => win.clearTimeout(id);
    },
    log: { warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) },
  };
}
