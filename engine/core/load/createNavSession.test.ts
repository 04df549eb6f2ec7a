import { describe, expect, it } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { createNavSession, type RenderPacing } from './createNavSession.ts';
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

describe('paced renders (RenderPacing)', () => {
  /** A pacing that records its steps; `hold` keeps every yield waiting until `release()`. */
  function recordingPacing({ hold = false, failPrepare = false } = {}) {
    const steps: string[] = [];
    const held: (() => void)[] = [];
    const pacing: RenderPacing = {
      yieldToMain: () => {
        steps.push('yield');
        return hold ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve();
      },
      prepare: async (data) => {
        steps.push(`prepare ${data.nav.user.firstName || '-'}`);
        if (failPrepare) throw new Error('compile failed');
      },
    };
    return { steps, pacing, release: () => held.splice(0).forEach((resolve) => resolve()) };
  }

  async function adaStored() {
    const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP]: json(user('u-ada', 'Ada Lovelace')) }).fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }) });
    const first = createNavSession(env, { marketUrl: MARKET });
    await first.ready();
    first.dispose();
    return env;
  }

  it('the cached render is published inside the load; each later one, in order, after a yield, its prepare and a yield', async () => {
    const env = await adaStored();
    const { steps, pacing } = recordingPacing();
    const session = createNavSession(env, { marketUrl: MARKET }, pacing);
    expect(session.getSnapshot()?.nav.userPending).toBe(true);
    // The load itself gives the page its turn once, after the bootstrap call and before the first wave.
    expect(steps).toEqual(['yield']);
    session.subscribe(() => steps.push(`publish ${session.getSnapshot()?.nav.user.firstName}`));
    const fresh = await session.ready();
    // The confirmed user's render, then the fresh data's.
    expect(steps).toEqual(['yield', 'yield', 'prepare Ada', 'yield', 'publish Ada', 'yield', 'prepare Ada', 'yield', 'publish Ada']);
    expect(session.getSnapshot()).toEqual(fresh);
  });

  it('each root of a paced render is told in a task of its own, in the order they subscribed', async () => {
    const env = await adaStored();
    const { steps, pacing } = recordingPacing();
    const session = createNavSession(env, { marketUrl: MARKET }, pacing);
    for (const root of ['header', 'footer', 'search']) session.subscribe(() => steps.push(`${root} ${session.getSnapshot()?.nav.user.firstName}`));
    await session.ready();
    // The confirmed user's render, then the fresh data's: three roots, a yield between each two.
    const render = ['yield', 'prepare Ada', 'yield', 'header Ada', 'yield', 'footer Ada', 'yield', 'search Ada'];
    expect(steps).toEqual(['yield', ...render, ...render]);
  });

  it('a failed prepare only costs its head start: the render is published', async () => {
    const env = await adaStored();
    const { steps, pacing } = recordingPacing({ failPrepare: true });
    const session = createNavSession(env, { marketUrl: MARKET }, pacing);
    const fresh = await session.ready();
    expect(session.getSnapshot()).toBe(fresh);
    expect(steps.filter((step) => step.startsWith('prepare'))).toHaveLength(2);
  });

  it('a session disposed while a render waits its turn prepares and publishes nothing more', async () => {
    const env = await adaStored();
    const { steps, pacing, release } = recordingPacing({ hold: true });
    const session = createNavSession(env, { marketUrl: MARKET }, pacing);
    const cached = session.getSnapshot();
    await expect.poll(() => steps.length).toBeGreaterThan(0);
    session.dispose();
    for (let turn = 0; turn < 5; turn++) {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(steps.every((step) => step === 'yield')).toBe(true);
    expect(session.getSnapshot()).toBe(cached);
  });
});

describe('rendered events', () => {
  const renders = (emitted: { type: string; detail?: unknown }[]) =>
    emitted.filter((event) => event.type === 'universalnav:rendered').map((event) => (event.detail as { render: string }).render);

  it('tell each render to the host, with the time since the load started: cached, the confirmed user, fresh', async () => {
    const env = createTestEnv({ fetch: createTestServer({ [BOOTSTRAP]: json(user('u-ada', 'Ada Lovelace')) }).fetch, cookies: createMemoryCookies({ ad_tag_m: '1' }) });
    const cold = createNavSession(env, { marketUrl: MARKET });
    await cold.ready();
    cold.dispose();
    expect(renders(env.emitted)).toEqual(['fresh']);
    env.emitted.length = 0;
    const warm = createNavSession(env, { marketUrl: MARKET });
    await warm.ready();
    warm.dispose();
    expect(renders(env.emitted)).toEqual(['cached', 'cached-user', 'fresh']);
    const times = env.emitted.filter((event) => event.type === 'universalnav:rendered').map((event) => (event.detail as { ms: number }).ms);
    expect(times.every((ms) => ms >= 0)).toBe(true);
  });

});
