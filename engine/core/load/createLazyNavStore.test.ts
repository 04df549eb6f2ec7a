import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { createTestServer, hang, json } from '../../../test/testServer.ts';
import { createLazyNavStore, type Defer } from './createLazyNavStore.ts';

const MARKET = 'https://market.example.com';
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
