import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { abortableEnv } from './abortableEnv.ts';
import { overrideEnv } from './overrideEnv.ts';

it('keeps the env\'s live location: a page that changes its address after mount is read as it is now', () => {
  let pathname = '/home';
  const env = createTestEnv();
  const location = env.location;
  Object.defineProperty(env, 'location', { get: () => ({ ...location, pathname }), enumerable: true });
  const scoped = abortableEnv(env).env;
  pathname = '/listing';
  expect(scoped.location.pathname).toBe('/listing');
});

it('keeps what the env inherits: a hydrating mount\'s env with its pinned clock', () => {
  const base = createTestEnv();
  const scoped = abortableEnv(overrideEnv(base, { now: () => 42 })).env;
  expect([scoped.now(), scoped.location, scoped.localStorage, scoped.setTimer]).toEqual([42, base.location, base.localStorage, base.setTimer]);
});

it('after abort: fetch fails, and log and events are silent', async () => {
  const warned: unknown[] = [];
  const emitted: string[] = [];
  const env = createTestEnv({ fetch: async () => new Response('{}') });
  const calls = abortableEnv(overrideEnv(env, { log: { warn: (...args) => void warned.push(args), error: () => undefined }, emit: (type) => void emitted.push(type) }));
  calls.abort();
  await expect(calls.env.fetch('https://market.example.com/x')).rejects.toThrow('Aborted');
  calls.env.log.warn('late');
  calls.env.emit('universalnav:late', undefined);
  expect([warned, emitted]).toEqual([[], []]);
});
