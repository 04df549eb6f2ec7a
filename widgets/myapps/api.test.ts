import { createTestEnv } from '../../test/testEnv.ts';
import { fetchAssignments } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const nav = (config: { mock?: boolean } = {}, user: { id?: string; companyId?: string } = { id: 'u 1', companyId: 'c1' }) => ({
  config: { marketUrl: 'https://market.example.com/', ...config },
  user,
});

describe('My Apps assignments call', () => {
  it('asks for 9 apps of the company and user', async () => {
    const calls: string[] = [];
    const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), json([])) });
    await fetchAssignments(env, nav());
    expect(calls).toEqual(['https://market.example.com/api/v3/universal-nav/assignments/c1/u%201?limitNbApps=9']);
  });

  it('uses placeholder ids in mock mode and when the ids are unknown', async () => {
    const calls: string[] = [];
    const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), json([])) });
    await fetchAssignments(env, nav({ mock: true }));
    await fetchAssignments(env, nav({}, {}));
    expect(calls).toEqual([
      'https://market.example.com/api/v3/universal-nav/assignments/placeholder-company/placeholder-user?limitNbApps=9',
      'https://market.example.com/api/v3/universal-nav/assignments/placeholder-company/placeholder-user?limitNbApps=9',
    ]);
  });

  it('keeps launchable apps', async () => {
    const env = createTestEnv({
      fetch: async () =>
        json([
          { name: 'Mail', launchUrl: 'https://mail.example.com', userEntitlementStatus: 'ACTIVE' },
          { name: 'Old', launchUrl: 'https://old.example.com', userEntitlementStatus: 'CANCELLED' },
        ]),
    });
    await expect(fetchAssignments(env, nav())).resolves.toEqual({
      ok: true,
      apps: [{ name: 'Mail', launchUrl: 'https://mail.example.com', userEntitlementStatus: 'ACTIVE' }],
    });
  });

  it('a failed call is reported as not ok (the user is then logged out)', async () => {
    const env = createTestEnv({ fetch: async () => json({ error: 'unauthorized' }, 401) });
    await expect(fetchAssignments(env, nav())).resolves.toEqual({ ok: false });
  });
});
