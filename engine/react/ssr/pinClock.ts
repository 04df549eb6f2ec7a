import type { NavEnv } from '../../core/env.ts';
import { overrideEnv } from '../../core/load/overrideEnv.ts';

/**
 * The env of a hydrating mount: its clock reads the server's render time until `release()`, so the
 * first client render writes what the server wrote (the copyright year, a "modified ... ago").
 * Everything else is the env itself (its live location included).
 */
export function pinClock(env: NavEnv, at: number): { env: NavEnv; release: () => void } {
  let pinned = true;
  const pinnedEnv = overrideEnv(env, { now: () => (pinned ? at : env.now()) });
  return { env: pinnedEnv, release: () => void (pinned = false) };
}
