import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { fetchSupportChatToken } from './api.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('GET {market}/api/appwise/v1/teams/api/zendesk/token: support-chat account and token (SPEC §7)', () => {
  it('reads zendeskAccount and zendeskToken', async () => {
    const calls: string[] = [];
    const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), json({ zendeskAccount: 'acme', zendeskToken: 'jwt-1' })) });
    await expect(fetchSupportChatToken(env, 'https://market.example.com/')).resolves.toEqual({ zendeskAccount: 'acme', zendeskToken: 'jwt-1' });
    expect(calls).toEqual(['https://market.example.com/api/appwise/v1/teams/api/zendesk/token']);
  });

  it.each([
    ['a failed call', () => json({ message: 'nope' }, 500)],
    ['a malformed answer', () => json({ zendeskAccount: 1 })],
    ['an empty token', () => json({ zendeskAccount: 'acme', zendeskToken: '' })],
  ])('%s gives no token', async (_name, respond) => {
    const env = createTestEnv({ fetch: async () => respond() });
    await expect(fetchSupportChatToken(env, 'https://market.example.com')).resolves.toBeNull();
  });
});
