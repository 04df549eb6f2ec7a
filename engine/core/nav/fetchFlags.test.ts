import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { fetchFlags } from './fetchFlags.ts';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

it('asks for the four flags in one POST to flagbatch with the tenant', async () => {
  const fetch = vi.fn(async () => json({ evaluationResults: [] }));
  await fetchFlags(createTestEnv({ fetch }), { apiUrl: 'https://api.example.com', tenant: 'ACME' });
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://api.example.com/api/appconfigr/v1/evaluation/flagbatch');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    entities: [{ entityContext: { tenant: 'ACME' } }],
    flagKeys: [
      'replace_mp_manager_dasboard',
      'replace_mp_manager_dasboard_for_non_selfserve',
      'program_manager_enabled',
      'quotes_enable_quote_version_details_new_design',
    ],
  });
});

it('reads evaluationResults: on variants switch their flag on, others and missing ones stay off', async () => {
  const fetch = async () =>
    json({
      evaluationResults: [
        { flagKey: 'program_manager_enabled', variant: 'on' },
        { flagKey: 'replace_mp_manager_dasboard', variant: true },
        { flagKey: 'replace_mp_manager_dasboard_for_non_selfserve', variant: 'off' },
        { flagKey: 'unknown_flag', variant: 'on' },
      ],
    });
  expect(await fetchFlags(createTestEnv({ fetch }), { apiUrl: 'https://api.example.com', tenant: 'ACME' })).toEqual({
    replace_mp_manager_dasboard: true,
    replace_mp_manager_dasboard_for_non_selfserve: false,
    program_manager_enabled: true,
    quotes_enable_quote_version_details_new_design: false,
  });
});

it.each([
  ['a server error', async () => json({ message: 'boom' }, 500)],
  ['a network failure', () => Promise.reject(new TypeError('offline'))],
])('any failure (%s) gives all flags off and logs Error fetching flag', async (_name, fetch) => {
  const env = createTestEnv({ fetch });
  const flags = await fetchFlags(env, { apiUrl: 'https://api.example.com', tenant: 'ACME' });
  expect(Object.values(flags)).toEqual([false, false, false, false]);
  expect(env.warnings[0]?.[0]).toBe('Error fetching flag');
});
