import { expect, it, vi } from 'vitest';
import type { NavSession } from './createNavSession.ts';
import { createSessionPool, type RunningSession } from './sessionPool.ts';

function starter() {
  const stops: string[] = [];
  const start = (name: string) => vi.fn((): RunningSession => ({ session: { config: () => ({ marketUrl: name }) } as NavSession, stop: () => void stops.push(name) }));
  return { start, stops };
}

it('runs one session per identity, equal by value, until its last user releases it', () => {
  const pool = createSessionPool();
  const { start, stops } = starter();
  const first = start('a');
  const header = pool.acquire({ marketUrl: 'm', locale: 'en-US' }, first);
  const footer = pool.acquire({ locale: 'en-US', marketUrl: 'm' }, start('a-again'));
  expect(first).toHaveBeenCalledTimes(1);
  expect(footer.session).toBe(header.session);
  header.release();
  header.release();
  expect(stops).toEqual([]);
  footer.release();
  expect(stops).toEqual(['a']);
  // Released for good: the next user starts a new one.
  const next = start('b');
  pool.acquire({ marketUrl: 'm', locale: 'en-US' }, next);
  expect(next).toHaveBeenCalledTimes(1);
});

it('another identity runs its own session', () => {
  const pool = createSessionPool();
  const { start, stops } = starter();
  const english = pool.acquire({ locale: 'en-US' }, start('en'));
  const french = pool.acquire({ locale: 'fr-CA' }, start('fr'));
  expect(french.session).not.toBe(english.session);
  french.release();
  expect(stops).toEqual(['fr']);
  english.release();
  expect(stops).toEqual(['fr', 'en']);
});
