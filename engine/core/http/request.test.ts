import { describe, expect, it } from 'vitest';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { request } from './request.ts';
import { isHttpError } from './HttpError.ts';

function serve(response: Response | (() => Promise<Response>)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return typeof response === 'function' ? response() : response;
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request', () => {
  it('sends credentials with every call', async () => {
    const { calls, fetch } = serve(json({ ok: 1 }));
    await request(createTestEnv({ fetch }), 'https://m.example/api');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('parses JSON, text and blob by content type', async () => {
    expect(await request(createTestEnv({ fetch: serve(json({ a: 1 })).fetch }), '/x')).toEqual({ a: 1 });
    const text = new Response('hello', { headers: { 'content-type': 'text/plain' } });
    expect(await request(createTestEnv({ fetch: serve(text).fetch }), '/x')).toBe('hello');
    const bin = new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'image/png' } });
    expect(await request(createTestEnv({ fetch: serve(bin).fetch }), '/x')).toHaveProperty('size', 2);
  });

  it('returns a 204 response as is', async () => {
    const noContent = new Response(null, { status: 204 });
    expect(await request(createTestEnv({ fetch: serve(noContent).fetch }), '/x')).toBe(noContent);
  });

  it('rejects a non-ok response with body, url, status and status text', async () => {
    const { fetch } = serve(new Response(JSON.stringify({ why: 'no' }), {
      status: 500, statusText: 'Server Error', headers: { 'content-type': 'application/json' },
    }));
    const error = await request(createTestEnv({ fetch }), 'https://m.example/api').catch((e: unknown) => e);
    expect(isHttpError(error, 500)).toBe(true);
    expect(error).toMatchObject({ status: 500, statusText: 'Server Error', url: 'https://m.example/api', body: { why: 'no' } });
  });

  it('with statusOnly, an ok answer resolves whatever its body and a non-ok one still rejects', async () => {
    const malformed = new Response('{"ended": tr', { status: 200, headers: { 'content-type': 'application/json' } });
    expect(await request(createTestEnv({ fetch: serve(malformed).fetch }), '/x', { statusOnly: true })).toBeUndefined();
    await expect(request(createTestEnv({ fetch: serve(malformed.clone()).fetch }), '/x')).rejects.toThrow(SyntaxError);
    const refused = json({ why: 'no' }, 403);
    const error = await request(createTestEnv({ fetch: serve(refused).fetch }), '/x', { statusOnly: true }).catch((e: unknown) => e);
    expect(isHttpError(error, 403)).toBe(true);
  });

  it('reports a network failure as Network request failed', async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    await expect(request(createTestEnv({ fetch }), '/x')).rejects.toThrow('Network request failed');
  });

  it('reports a time-out as Network request failed', async () => {
    const fetch = ((_u: string, init: RequestInit) => new Promise((_r, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as unknown as typeof globalThis.fetch;
    await expect(request(createTestEnv({ fetch }), '/x', { timeoutMs: 5 })).rejects.toThrow('Network request failed');
  });

  it('reports an abort by the caller as Aborted', async () => {
    const fetch = ((_u: string, init: RequestInit) => new Promise((_r, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const pending = request(createTestEnv({ fetch }), '/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('Aborted');
  });

  it('tells the host of each failed call (call-failed: url, status, error), never of an abort', async () => {
    const failedCalls = async (fetch: typeof globalThis.fetch, abort = false) => {
      const env = createTestEnv({ fetch });
      const controller = new AbortController();
      const pending = request(env, 'https://m.example/api/x', { signal: controller.signal }).catch(() => undefined);
      if (abort) controller.abort();
      await pending;
      return env.emitted.filter((event) => event.type === 'universalnav:call-failed').map((event) => event.detail);
    };
    expect(await failedCalls(serve(json({ why: 'no' }, 503)).fetch)).toEqual([{ url: 'https://m.example/api/x', status: 503, error: 'HTTP 503  for https://m.example/api/x' }]);
    expect(await failedCalls((() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch)).toEqual([{ url: 'https://m.example/api/x', error: 'Network request failed' }]);
    const hanging = ((_u: string, init: RequestInit) => new Promise((_r, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })) as unknown as typeof globalThis.fetch;
    expect(await failedCalls(hanging, true)).toEqual([]);
    expect(await failedCalls(serve(json({ ok: true })).fetch)).toEqual([]);
  });

  it('sends the XSRF-TOKEN cookie as a header on writes, not on reads', async () => {
    const cookies = createMemoryCookies({ 'XSRF-TOKEN': 'tok123' });
    const { calls, fetch } = serve(() => Promise.resolve(json({})));
    const env = createTestEnv({ fetch, cookies });
    await request(env, '/read');
    await request(env, '/write', { method: 'PUT' });
    expect((calls[0]!.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    expect((calls[1]!.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok123');
  });

  it('adds a bearer header only when a token is given', async () => {
    const { calls, fetch } = serve(() => Promise.resolve(json({})));
    const env = createTestEnv({ fetch });
    await request(env, '/a');
    await request(env, '/b', { token: 'abc' });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('treats an empty JSON body as null rather than failing', async () => {
    const empty = new Response('', { headers: { 'content-type': 'application/json' } });
    expect(await request(createTestEnv({ fetch: serve(empty).fetch }), '/x')).toBeNull();
  });
});
