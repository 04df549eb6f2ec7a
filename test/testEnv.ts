import type { CookieJar, NavEnv, StorageLike } from '../engine/core/env.ts';
import { createMemoryStorage } from '../engine/core/memoryStorage.ts';

export { createMemoryStorage };

/** A storage that throws on every call, as a browser's does when storage is blocked or full. */
export function createThrowingStorage({ keysThrow = false } = {}): StorageLike {
  const fail = (): never => {
    throw new Error('SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, keys: keysThrow ? fail : () => [] };
}

export function createMemoryCookies(initial: Record<string, string> = {}): CookieJar {
  const data = new Map(Object.entries(initial));
  return {
    get: (name) => data.get(name),
    set: (name, value) => void data.set(name, value),
    remove: (name) => void data.delete(name),
  };
}

export interface TestEnv extends NavEnv {
  emitted: { type: string; detail?: unknown }[];
  warnings: unknown[][];
  errors: unknown[][];
}

/** A NavEnv made of plain objects. `fetch` defaults to one that fails, so a test says what it serves. */
export function createTestEnv(overrides: Partial<NavEnv> & { url?: string } = {}): TestEnv {
  const url = new URL(overrides.url ?? 'https://market.example.com/home');
  const emitted: TestEnv['emitted'] = [];
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const { url: _ignored, ...rest } = overrides;
  return {
    fetch: () => Promise.reject(new TypeError('no fetch in this test')),
    location: {
      href: url.href,
      origin: url.origin,
      hostname: url.hostname,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
    },
    cookies: createMemoryCookies(),
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    emit: (type, detail) => void emitted.push({ type, detail }),
    now: () => Date.parse('2026-11-22T12:00:00Z'),
    // The global timers, looked up at each call, so vi.useFakeTimers() drives them.
    setTimer: (callback, delayMs) => {
      const id = setTimeout(callback, delayMs);
      return () => clearTimeout(id);
    },
    log: { warn: (...a) => void warnings.push(a), error: (...a) => void errors.push(a) },
    ...rest,
    emitted,
    warnings,
    errors,
  };
}

/** The events a test env saw, without the `call-failed` report each failed call adds (navEvents.ts). */
export function eventsBesideCallFailures(env: TestEnv): TestEnv['emitted'] {
  return env.emitted.filter((event) => event.type !== 'universalnav:call-failed');
}
