import { createTestEnv } from '../../test/testEnv.ts';
import { fetchSupportChatToken } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('support-chat token call', () => {
  it('reads the account and token from {market}/api/appwise/v1/teams/api/zendesk/token', async () => {
    const calls: string[] = [];
    const env = createTestEnv({
      fetch: async (input) => {
        calls.push(String(input));
        return json({ zendeskAccount: 'acme', zendeskToken: 'jwt-1' });
      },
    });
    await expect(fetchSupportChatToken(env, 'https://market.example.com/')).resolves.toEqual({
      zendeskAccount: 'acme',
      zendeskToken: 'jwt-1',
    });
    expect(calls).toEqual(['https://market.example.com/api/appwise/v1/teams/api/zendesk/token']);
  });

  it.each([
    ['a failed call', () => json({ message: 'nope' }, 500)],
    ['a malformed answer', () => json({ zendeskAccount: 1 })],
  ])('%s gives no token', async (_name, respond) => {
    const env = createTestEnv({ fetch: async () => respond() });
    await expect(fetchSupportChatToken(env, 'https://market.example.com')).resolves.toBeNull();
  });
});
