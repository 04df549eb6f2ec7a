import { createStorageMemo } from '../cache/storageMemo.ts';
import type { NavEnv } from '../env.ts';
import { overrideEnv } from './overrideEnv.ts';

/**
 * The env of one view's load: its local storage is read through a memo (createStorageMemo), so the
 * load reads and parses each stored value once however many rules ask for it, and its own writes
 * and removals go through the same memo. Everything else is the env's (overrideEnv), a live location
 * included. Given such an env, the memo is kept: one view, one memo.
 */
export function withStorageMemo(env: NavEnv): NavEnv {
  return overrideEnv(env, { localStorage: createStorageMemo(env.localStorage) });
}
