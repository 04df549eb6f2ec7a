import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createTestEnv } from '../../../test/testEnv.ts';
import type { NavEnv } from '../env.ts';
import { withStorageMemo } from './withStorageMemo.ts';

describe('withStorageMemo', () => {
  it('reads local storage through a memo its writes go through', () => {
    const storage = createMemoryStorage({ a: '1' });
    const view = withStorageMemo(createTestEnv({ localStorage: storage }));
    expect(view.localStorage.getItem('a')).toBe('1');
    storage.setItem('a', 'meanwhile');
    expect(view.localStorage.getItem('a')).toBe('1');
    view.localStorage.setItem('a', '2');
    expect([view.localStorage.getItem('a'), storage.getItem('a')]).toEqual(['2', '2']);
  });

  it('keeps the rest of the env, a live location included', () => {
    let hash = '';
    const env = createTestEnv();
    Object.defineProperty(env, 'location', { get: () => ({ ...createTestEnv().location, hash }), enumerable: true });
    const view = withStorageMemo(env);
    hash = '#later';
    expect(view.location.hash).toBe('#later');
    expect([view.fetch, view.cookies, view.sessionStorage, view.log]).toEqual([env.fetch, env.cookies, env.sessionStorage, env.log]);
  });

  it('gives the members an env inherits, as a hydrating mount\'s pinned clock does', () => {
    const env = createTestEnv();
    const pinned = Object.create(env, { now: { value: () => 42 } }) as NavEnv;
    const view = withStorageMemo(pinned);
    expect(view.now()).toBe(42);
    expect([view.log, view.cookies, view.setTimer]).toEqual([env.log, env.cookies, env.setTimer]);
    expect(view.localStorage.getItem('absent')).toBeNull();
  });

  it('keeps the memo of a view env: one view, one memo', () => {
    const view: NavEnv = withStorageMemo(createTestEnv());
    expect(withStorageMemo(view).localStorage).toBe(view.localStorage);
  });
});
