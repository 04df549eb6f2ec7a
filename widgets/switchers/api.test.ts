import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { patchUserCurrency, putCurrentCompany } from './api.ts';

const ok = () => Promise.resolve(new Response(null, { status: 204 }));
const fail = () => Promise.resolve(new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }));

it('switching company PUTs the membership as current, with the XSRF header', async () => {
  const fetch = vi.fn(ok);
  const env = createTestEnv({ fetch });
  env.cookies.set('XSRF-TOKEN', 'xsrf-1');
  expect(await putCurrentCompany(env, { apiUrl: 'https://api.example.com', userId: 'u-1', companyId: 'c-2' })).toBe(true);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://api.example.com/api/account/v2/users/u-1/memberships/c-2/current');
  expect(init.method).toBe('PUT');
  expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-1');
});

it("a failed company switch logs 'Change Company error'", async () => {
  const env = createTestEnv({ fetch: fail });
  expect(await putCurrentCompany(env, { apiUrl: 'https://api.example.com', userId: 'u-1', companyId: 'c-2' })).toBe(false);
  expect(env.warnings[0]?.[0]).toBe('Change Company error');
});

it('changing currency PATCHes the user with the currency', async () => {
  const fetch = vi.fn(ok);
  expect(await patchUserCurrency(createTestEnv({ fetch }), { apiUrl: 'https://api.example.com', userId: 'u-1', currency: 'EUR' })).toBe(true);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://api.example.com/api/account/v2/users/u-1');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ currency: 'EUR' });
});

it("a failed currency change logs 'Change Currency error'", async () => {
  const env = createTestEnv({ fetch: () => Promise.reject(new TypeError('offline')) });
  expect(await patchUserCurrency(env, { apiUrl: 'https://api.example.com', userId: 'u-1', currency: 'EUR' })).toBe(false);
  expect(env.warnings[0]?.[0]).toBe('Change Currency error');
});
