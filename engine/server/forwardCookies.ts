/** The request's cookies as one `Cookie` header: a header as it came, or name/value pairs. */
function cookieHeaderOf(cookies: string | Readonly<Record<string, string>>): string {
  if (typeof cookies === 'string') return cookies;
  return Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
}

function originOf(input: RequestInfo | URL): string | undefined {
  try {
    return new URL(typeof input === 'string' || input instanceof URL ? input : input.url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A fetch that sends the page request's cookies with every call to the marketplace's own origins
 * (its market and API URLs), as the browser would send them: the server renders the header for the
 * user who asked for the page, and a host cannot forget to pass them. Calls elsewhere get none; a
 * `Cookie` the host's fetch already sets is kept.
 */
export function forwardCookies(fetch: typeof globalThis.fetch, cookies: string | Readonly<Record<string, string>> | undefined, origins: readonly string[]): typeof globalThis.fetch {
  const header = cookies === undefined ? '' : cookieHeaderOf(cookies);
  if (!header) return fetch;
  return (input, init = {}) => {
    const origin = originOf(input);
    if (origin === undefined || !origins.includes(origin)) return fetch(input, init);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('cookie')) headers.set('cookie', header);
    return fetch(input, { ...init, headers });
  };
}
