import { createStorageMemo } from '../cache/storageMemo.ts';
import type { NavEnv } from '../env.ts';

/**
 * The env of one view's load: its local storage is read through a memo (createStorageMemo), so the
 * load reads and parses each stored value once however many rules ask for it, and its own writes
 * and removals go through the same memo. Everything else is read from the env at each use, so a
 * live location stays live, and an env that inherits its members (pinClock) gives them all. Given
 * such an env, the memo is kept: one view, one memo.
 */
export function withStorageMemo(env: NavEnv): NavEnv {
  const localStorage = createStorageMemo(env.localStorage);
  return {
    get fetch() {
      return env.fetch;
    },
    get location() {
      return env.location;
    },
    get cookies() {
      return env.cookies;
    },
    localStorage,
    get sessionStorage() {
      return env.sessionStorage;
    },
    get emit() {
      return env.emit;
    },
    get now() {
      return env.now;
    },
    get setTimer() {
      return env.setTimer;
    },
    get log() {
      return env.log;
    },
  };
}
