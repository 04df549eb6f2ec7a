import { sameValue } from '../sameValue.ts';
import type { NavSession } from './createNavSession.ts';

/** A session with the means to stop it (its calls aborted). */
export interface RunningSession {
  session: NavSession;
  stop(): void;
}

/**
 * The sessions running for nav roots, one per load identity (compared by value): a header and a
 * footer that load the same thing share one session, so the bootstrap and templates are fetched
 * once, as mount() does for its roots.
 */
export interface SessionPool {
  /** The session running for `identity`, started by `start` when none runs; release it when done. */
  acquire(identity: unknown, start: () => RunningSession): { session: NavSession; release(): void };
}

export function createSessionPool(): SessionPool {
  const entries: { identity: unknown; running: RunningSession; users: number }[] = [];
  return {
    acquire(identity, start) {
      let entry = entries.find((candidate) => sameValue(candidate.identity, identity));
      if (!entry) {
        entry = { identity, running: start(), users: 0 };
        entries.push(entry);
      }
      entry.users += 1;
      const held = entry;
      let released = false;
      return {
        session: held.running.session,
        release() {
          if (released) return;
          released = true;
          held.users -= 1;
          if (held.users > 0) return;
          entries.splice(entries.indexOf(held), 1);
          held.running.stop();
        },
      };
    },
  };
}
