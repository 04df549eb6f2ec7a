import { describe, expect, it } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer, json } from '../../../test/testServer.ts';
import { createSeededSession } from '../ssr/createSeededSession.ts';
import { createNavSession } from './createNavSession.ts';

const MARKET = 'https://market.example.com';
const signedIn: BootstrapContext = { CHANNEL_SETTINGS: { partner: 'ACME' }, CurrentUser: { uuid: 'u-1' }, UserInfo: { name: 'Ada', roles: ['USER'] }, memberships: { content: [] } };
const env = () => createTestEnv({ fetch: createTestServer({ '/api/session/v1/bootstrap-context': json(signedIn) }).fetch });

describe('A failed My Apps call marks the user as logged out (SPEC §8): the session', () => {
  it('publishes the loggedout user to every subscriber, and keeps it for later loads of the same config', async () => {
    const session = createNavSession(env(), { marketUrl: MARKET, cache: false });
    await session.ready();
    let notified = 0;
    session.subscribe(() => notified++);
    session.markLoggedOut();
    expect(notified).toBe(1);
    expect(session.getSnapshot()?.nav.user.state).toBe('loggedout');
    expect(session.getSnapshot()?.nav.template).toBe('headerOut');
    session.markLoggedOut();
    expect(notified).toBe(1);
    session.dispose();
  });

  it('a changed config loads anew and decides the user again', async () => {
    const session = createNavSession(env(), { marketUrl: MARKET, cache: false });
    await session.ready();
    session.markLoggedOut();
    const next = await session.update({ locale: 'fr-CA' });
    expect(next.nav.user.state).toBe('loggedin');
    expect(session.getSnapshot()?.nav.user.state).toBe('loggedin');
    session.dispose();
  });

  it('a session seeded by the server render marks its seed', async () => {
    const loaded = createNavSession(env(), { marketUrl: MARKET, cache: false });
    const seed = await loaded.ready();
    loaded.dispose();
    const session = createSeededSession(env(), { marketUrl: MARKET }, seed);
    session.markLoggedOut();
    expect(session.getSnapshot()?.nav.user.state).toBe('loggedout');
  });
});
