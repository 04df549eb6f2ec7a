/**
 * A NavEnv built from the browser, for the widget mounted on its own (an element with id adsearch)
 * where no NavProvider supplies one. Location fields are read live so a hash change is seen.
 */
import type { CookieJar, NavEnv, StorageLike } from '../../engine/core/env.ts';
import { createMemoryStorage } from '../../engine/core/memoryStorage.ts';

function storageOf(get: () => Storage): StorageLike {
  let storage: Storage;
  try {
    storage = get();
  } catch {
    // Storage blocked by privacy settings: keep working, forget on reload.
    return createMemoryStorage();
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null),
  };
}

function cookiesOf(doc: Document): CookieJar {
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const [key, ...rest] = pair.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('='));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
      if (options.maxAgeMs !== undefined) parts.push(`max-age=${Math.round(options.maxAgeMs / 1000)}`);
      if (options.secure) parts.push('secure');
      doc.cookie = parts.join('; ');
    },
    remove(name) {
      doc.cookie = `${name}=; max-age=0; path=/`;
    },
  };
}

export function browserSearchEnv(win: Window = window): NavEnv {
  const location = win.location;
  return {
    fetch: (input, init) => win.fetch(input, init),
    location: {
      get href() {
        return location.href;
      },
      get origin() {
        return location.origin;
      },
      get hostname() {
        return location.hostname;
      },
      get pathname() {
        return location.pathname;
      },
      get search() {
        return location.search;
      },
      get hash() {
        return location.hash;
      },
    },
    cookies: cookiesOf(win.document),
    localStorage: storageOf(() => win.localStorage),
    sessionStorage: storageOf(() => win.sessionStorage),
    emit: (type, detail) => void win.dispatchEvent(new CustomEvent(type, { detail })),
    now: () => Date.now(),
    log: { warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) },
  };
}
