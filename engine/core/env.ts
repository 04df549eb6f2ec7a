/**
 * Everything the pure core reads from the outside world. The core never touches `window`,
 * `document` or globals; the React side builds a NavEnv from the browser (engine/react/browserEnv.ts)
 * and tests build one from plain objects (engine/core/testEnv.ts).
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Keys currently stored; used to purge the header's own keys. */
  keys(): string[];
}

export interface CookieOptions {
  /** Lifetime in milliseconds; omitted means a session cookie. */
  maxAgeMs?: number;
  path?: string;
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export interface LocationLike {
  href: string;
  origin: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

/** Where the runtime's warnings and errors go: the console, unless a server render is given another. */
export interface NavLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface NavEnv {
  fetch: typeof fetch;
  location: LocationLike;
  cookies: CookieJar;
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  /** Dispatches a window event such as 'universalnav:401'. */
  emit(type: string, detail?: unknown): void;
  now(): number;
  /**
   * Runs `callback` once after `delayMs`; the returned function cancels it. The core's own timers
   * go through here (not the global setTimeout), so a host or a test decides what time is.
   */
  setTimer(callback: () => void, delayMs: number): () => void;
  log: NavLogger;
}
