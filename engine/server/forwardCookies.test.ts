import { expect, it, vi } from 'vitest';
import { forwardCookies } from './forwardCookies.ts';

const MARKET = 'https://market.example.com';

function recordingFetch() {
  const calls: { url: string; cookie: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    calls.push({ url, cookie: new Headers(init?.headers).get('cookie') });
    return new Response('{}');
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

it("sends the page request's cookies to the marketplace's origins only", async () => {
  const { fetch, calls } = recordingFetch();
  const forwarding = forwardCookies(fetch, 'session=abc; theme=dark', [MARKET, 'https://api.example.com']);
  await forwarding(`${MARKET}/api/session/v1/bootstrap-context`);
  await forwarding(new URL('https://api.example.com/api/x'));
  await forwarding('https://cdn.example.net/logo.svg');
  await forwarding('https://market.example.com.evil.net/api');
  expect(calls.map(({ cookie }) => cookie)).toEqual(['session=abc; theme=dark', 'session=abc; theme=dark', null, null]);
});

it('writes name/value pairs as a header, keeps a Cookie the host sets, and leaves fetch alone without cookies', async () => {
  const { fetch, calls } = recordingFetch();
  await forwardCookies(fetch, { session: 'a b', x: '1' }, [MARKET])(`${MARKET}/a`);
  await forwardCookies(fetch, 'session=abc', [MARKET])(`${MARKET}/b`, { headers: { cookie: 'own=1' } });
  expect(calls.map(({ cookie }) => cookie)).toEqual(['session=a%20b; x=1', 'own=1']);
  expect(forwardCookies(fetch, undefined, [MARKET])).toBe(fetch);
  expect(forwardCookies(fetch, '', [MARKET])).toBe(fetch);
});
