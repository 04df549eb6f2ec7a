/**
 * A fake marketplace for unit tests: a fetch that answers by path, records every call, and can
 * serve each fault the header must survive (SPEC §8): 401, 500, a time-out, malformed JSON, an HTML
 * error page instead of JSON, an empty body.
 */
export type Reply = (init: RequestInit) => Response | Promise<Response>;

export interface TestServerCall {
  url: string;
  path: string;
  query: URLSearchParams;
  init: RequestInit;
}

export function createTestServer(routes: Record<string, Reply>) {
  const calls: TestServerCall[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const parsed = new URL(url, 'https://market.example.com');
    calls.push({ url, path: parsed.pathname, query: parsed.searchParams, init });
    const reply = routes[parsed.pathname];
    return reply ? reply(init) : new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const json = (body: unknown, status = 200): Reply => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const unauthorized = (): Reply => json({ error: 'unauthorized' }, 401);

export const serverError = (): Reply => () =>
  new Response(JSON.stringify({ message: 'boom' }), {
    status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'application/json' },
  });

/** A 200 whose JSON is cut short, as a proxy that drops a connection leaves it. */
export const malformedJson = (): Reply => () =>
  new Response('{"CHANNEL_SETTINGS": {"partner": "ACME"', { status: 200, headers: { 'content-type': 'application/json' } });

/** A login or error page served with 200 where JSON was expected. */
export const htmlPage = (status = 200): Reply => () =>
  new Response('<!doctype html><html><body><h1>Sign in</h1></body></html>', {
    status, headers: { 'content-type': 'text/html; charset=utf-8' },
  });

export const emptyBody = (): Reply => () =>
  new Response('', { status: 200, headers: { 'content-type': 'application/json' } });

/** Never answers; rejects only when the request is aborted (by its time-out). */
export const hang = (): Reply => (init) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** The faults every fetching rule falls back from, by name, for table-driven tests. */
export const FAULTS: Record<string, Reply> = {
  '500': serverError(),
  'malformed JSON': malformedJson(),
  'an HTML error page': htmlPage(),
  'an empty body': emptyBody(),
  'an empty body without a type': () => new Response(null, { status: 200 }),
  '204 No Content': () => new Response(null, { status: 204 }),
  'a JSON array': json([1, 2, 3]),
  'a JSON string': json('ok'),
};

/**
 * Holds the answers of the replies it wraps until `release()`; requests made after a release are
 * held again until the next one. A test sees what a page asks before any answer has come back
 * (one wave), and can keep one call hanging while the others answer.
 */
export function createGate() {
  const waiting: (() => void)[] = [];
  return {
    hold: (reply: Reply): Reply => (init) =>
      new Promise<void>((resolve) => void waiting.push(resolve)).then(() => reply(init)),
    /** Lets every held answer through; returns how many there were. */
    release(): number {
      const released = waiting.splice(0);
      for (const resolve of released) resolve();
      return released.length;
    },
    get held(): number {
      return waiting.length;
    },
  };
}
