import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { fetchFlag } from './fetchFlag.ts';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const options = { apiUrl: 'https://api.example.com', tenant: 'APPSMART', flagKey: 'quotes_enable_quote_version_details_new_design' } as const;

it('POSTs defaultValue false, the tenant and the flag key to evaluation/flag and reads the variant', async () => {
  const fetch = vi.fn(async () => json({ variant: 'new-design' }));
  expect(await fetchFlag(createTestEnv({ fetch }), options)).toBe('new-design');
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://api.example.com/api/appconfigr/v1/evaluation/flag');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    defaultValue: false,
    entityContext: { tenant: 'APPSMART' },
    flagKey: 'quotes_enable_quote_version_details_new_design',
  });
});

it('no variant in the answer reads as undefined', async () => {
  expect(await fetchFlag(createTestEnv({ fetch: async () => json({}) }), options)).toBeUndefined();
});

it('a failure reads as undefined and logs Error fetching flag', async () => {
  const env = createTestEnv({ fetch: async () => json({}, 503) });
  expect(await fetchFlag(env, options)).toBeUndefined();
  expect(env.warnings[0]?.[0]).toBe('Error fetching flag');
});
