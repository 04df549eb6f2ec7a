import { expect, it } from 'vitest';
import { createTestEnv } from '../../../test/testEnv.ts';
import { overrideEnv } from './overrideEnv.ts';

it('gives the overrides, and the rest of the env as it is now: a live location stays live', () => {
  let hash = '';
  const env = createTestEnv();
  const location = env.location;
  Object.defineProperty(env, 'location', { get: () => ({ ...location, hash }), enumerable: true });
  const now = () => 42;
  const derived = overrideEnv(env, { now });
  hash = '#later';
  expect(derived.location.hash).toBe('#later');
  expect(derived.now).toBe(now);
  expect([derived.fetch, derived.cookies, derived.localStorage, derived.log]).toEqual([env.fetch, env.cookies, env.localStorage, env.log]);
});

it('an env derived from a derived env has every member: the first one\'s overrides and the base\'s rest', () => {
  const env = createTestEnv();
  const log = { warn: () => undefined, error: () => undefined };
  const twice = overrideEnv(overrideEnv(env, { now: () => 7 }), { log });
  expect([twice.now(), twice.log, twice.setTimer, twice.sessionStorage]).toEqual([7, log, env.setTimer, env.sessionStorage]);
});
