import { expect, it } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { createNavSession } from './createNavSession.ts';
import { createTestServer, json } from '../../../test/testServer.ts';

const MARKET = 'https://market.example.com';
const BOOTSTRAP = '/api/session/v1/bootstrap-context';
const user = (uuid: string, name: string): BootstrapContext => ({
  CHANNEL_SETTINGS: { partner: 'ACME' }, CurrentUser: { uuid }, UserInfo: { name, roles: ['USER'] }, memberships: { content: [] },
});

/** A browser where Ada signed in last; then the session's snapshots, in order, as [pending, first name]. */
async function snapshotsAfterAda(next: BootstrapContext) {
  const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP]: json(user('u-ada', 'Ada Lovelace')) }).fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }) });
  const first = createNavSession(env, { marketUrl: MARKET });
  await first.ready();
  first.dispose();
  const seen: [boolean, string][] = [];
  const session = createNavSession({ ...env, fetch: createTestServer({ [BOOTSTRAP]: json(next) }).fetch }, { marketUrl: MARKET });
  const record = () => {
    const nav = session.getSnapshot()?.nav;
    if (nav) seen.push([nav.userPending === true, nav.user.firstName]);
  };
  record();
  session.subscribe(record);
  await session.ready();
  return seen;
}

it('the same user: the cached header without user data, then with it once confirmed, then fresh data', async () => {
  expect(await snapshotsAfterAda(user('u-ada', 'Ada Lovelace'))).toEqual([[true, ''], [false, 'Ada'], [false, 'Ada']]);
});

it('another user: the cached header without user data, then the new user; the previous user never', async () => {
  expect(await snapshotsAfterAda(user('u-grace', 'Grace Hopper'))).toEqual([[true, ''], [false, 'Grace']]);
});

it('a re-render drops the cache: update() renders from fresh data only, never from the stored header', async () => {
  const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP]: json(user('u-ada', 'Ada Lovelace')) }).fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }) });
  const first = createNavSession(env, { marketUrl: MARKET });
  await first.ready();
  const stored = () => env.localStorage.keys().filter((key) => key.endsWith('cache'));
  expect(stored()).not.toEqual([]);
  void first.update({ locale: 'fr-CA' });
  // Dropped before the new load reads it; the fresh answer writes a new entry afterwards.
  expect(stored()).toEqual([]);
  await first.ready();
  first.dispose();
});
