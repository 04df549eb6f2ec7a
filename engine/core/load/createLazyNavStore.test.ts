import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer, hang, json } from '../../../test/testServer.ts';
import { headerCacheKey } from '../cache/headerCache.ts';
import { createLazyNavStore, type Defer } from './createLazyNavStore.ts';
import { MARKET, headerEnv, headerMarket } from './headerMarket.testkit.ts';
import { loadHeaderData } from './loadHeaderData.ts';
import { comparable, watched } from './watchedEnv.testkit.ts';

const BOOTSTRAP = '/api/session/v1/bootstrap-context';

/** A Defer run by hand: `flush()` runs what is still due. */
function manualDefer() {
  const due = new Set<() => void>();
  const defer: Defer = (run) => {
    due.add(run);
    return () => void due.delete(run);
  };
  return { defer, flush: () => [...due].forEach((run) => (due.delete(run), run())), pending: () => due.size };
}

it('creating a store calls nothing; the first subscriber starts the load', async () => {
  const server = createTestServer({ [BOOTSTRAP]: json({ CHANNEL_SETTINGS: { partner: 'ACME' } }) });
  const store = createLazyNavStore(createTestEnv({ fetch: server.fetch }), { marketUrl: MARKET }, manualDefer().defer);
  expect(server.calls).toHaveLength(0);
  expect(store.getSnapshot()).toBeNull();
  let seen = 0;
  store.subscribe(() => (seen += 1));
  expect(server.callsTo(BOOTSTRAP)).toHaveLength(1);
  await expect.poll(() => store.getSnapshot()).not.toBeNull();
  expect(seen).toBeGreaterThan(0);
});

it('a subscriber back before the deferred stop keeps the one session', () => {
  const server = createTestServer({ [BOOTSTRAP]: hang() });
  const timing = manualDefer();
  const store = createLazyNavStore(createTestEnv({ fetch: server.fetch }), { marketUrl: MARKET }, timing.defer);
  const unsubscribe = store.subscribe(() => undefined);
  unsubscribe();
  unsubscribe();
  expect(timing.pending()).toBe(1);
  store.subscribe(() => undefined);
  expect(timing.pending()).toBe(0);
  expect(server.callsTo(BOOTSTRAP)).toHaveLength(1);
  expect(server.calls[0]?.init.signal?.aborted).toBe(false);
});

it('the stop after the last subscriber aborts the calls in flight; a new subscriber starts again', async () => {
  const server = createTestServer({ [BOOTSTRAP]: hang() });
  const env = createTestEnv({ fetch: server.fetch });
  const timing = manualDefer();
  const store = createLazyNavStore(env, { marketUrl: MARKET }, timing.defer);
  store.subscribe(() => undefined)();
  timing.flush();
  expect(server.calls[0]?.init.signal?.aborted).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The aborted load's fallbacks say nothing: nobody is listening.
  expect([env.warnings, env.errors, env.emitted]).toEqual([[], [], []]);
  store.subscribe(() => undefined);
  expect(server.callsTo(BOOTSTRAP)).toHaveLength(2);
});

it('before its first subscriber, the snapshot is the cached render, read without a write or a call', async () => {
  const stored = headerEnv(headerMarket());
  await loadHeaderData(stored, { marketUrl: MARKET }).fresh;
  const { env, writes } = watched(stored);
  const store = createLazyNavStore(env, { marketUrl: MARKET }, manualDefer().defer);
  const before = store.getSnapshot();
  expect(before?.nav).toMatchObject({ template: 'headerIn', userPending: true });
  // The same snapshot on every read, as useSyncExternalStore requires; a hydrating render starts from nothing.
  expect(store.getSnapshot()).toBe(before);
  expect(store.getServerSnapshot?.()).toBeNull();
  expect(writes).toEqual([]);
  store.subscribe(() => undefined);
  // The session's first snapshot is the same render: nothing visible changes as the load starts.
  expect(comparable(store.getSnapshot())).toEqual(comparable(before));
  expect(writes.some((write) => write.startsWith('fetch'))).toBe(true);
});

it('the peek and the first load are one view: each stored value is read once between them', async () => {
  const stored = headerEnv(headerMarket());
  await loadHeaderData(stored, { marketUrl: MARKET }).fresh;
  const reads: string[] = [];
  const storage = stored.localStorage;
  const env = { ...stored, localStorage: { ...storage, getItem: (key: string) => (reads.push(key), storage.getItem(key)) } };
  const store = createLazyNavStore(env, { marketUrl: MARKET }, manualDefer().defer);
  expect(store.getSnapshot()).not.toBeNull();
  store.subscribe(() => undefined);
  const cacheKey = headerCacheKey(MARKET, 'u-1');
  expect(reads.filter((key) => key === cacheKey)).toHaveLength(1);
  expect(reads.filter((key) => key.endsWith('.header.userId'))).toHaveLength(1);
  await expect.poll(() => store.getSnapshot()?.nav.userPending).toBeUndefined();
});

it('a session started again after its stop is a new view and reads storage afresh', () => {
  const server = createTestServer({ [BOOTSTRAP]: hang() });
  const reads: string[] = [];
  const base = createTestEnv({ fetch: server.fetch });
  const storage = base.localStorage;
  const env = { ...base, localStorage: { ...storage, getItem: (key: string) => (reads.push(key), storage.getItem(key)) } };
  const timing = manualDefer();
  const store = createLazyNavStore(env, { marketUrl: MARKET }, timing.defer);
  store.getSnapshot();
  store.subscribe(() => undefined)();
  timing.flush();
  const first = reads.length;
  store.subscribe(() => undefined);
  expect(reads.length).toBeGreaterThan(first);
});
