import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { abortableEnv } from './abortableEnv.ts';
import { createNavSession, type NavSession } from './createNavSession.ts';
import type { HeaderData } from './loadHeaderData.ts';
import { peekCachedHeader } from './peekCachedHeader.ts';
import type { RunningSession, SessionPool } from './sessionPool.ts';
import { withStorageMemo } from './withStorageMemo.ts';

/** What a nav root reads: React's useSyncExternalStore contract. */
export type NavStore = Pick<NavSession, 'getSnapshot' | 'subscribe'> & Partial<Pick<NavSession, 'markLoggedOut'>> & {
  /** What a hydrating render shows, when it differs from getSnapshot: what the server rendered. */
  getServerSnapshot?(): HeaderData | null;
};

/** A pool to share the running session with the other stores of the same load identity. */
export interface SharedLoad {
  pool: SessionPool;
  /** What decides what is loaded (loadIdentity): stores whose identities are equal by value share. */
  identity: unknown;
}

/** Runs `run` a moment later, unless the returned cancel comes first. */
export type Defer = (run: () => void) => () => void;

/**
 * A nav session that its first subscriber starts and that stops (its calls aborted) a moment after
 * its last subscriber leaves, unless a subscriber comes back first. Creating one does nothing, so a
 * component may create it while rendering: a render that React repeats (StrictMode) or throws away
 * (concurrent rendering) starts no call, and StrictMode's unsubscribe-and-subscribe-again keeps
 * the one session. Once stopped, a new subscriber starts it again. With `shared`, stores of equal
 * load identity run one session between them, stopped when the last of them stops.
 *
 * Before its session runs, the snapshot is the cached render (peekCachedHeader: read once, nothing
 * written), so a component's first render shows the cached header; the session's first snapshot is
 * that same render, computed again as its load starts from what the peek read: the peek and the
 * first load are one view, reading storage through one memo (withStorageMemo). A session started
 * again later is another view and reads storage afresh.
 */
export function createLazyNavStore(env: NavEnv, config: NavConfig, defer: Defer, shared?: SharedLoad): NavStore {
  let running: RunningSession | null = null;
  let cancelStop: (() => void) | null = null;
  const listeners = new Set<() => void>();
  // undefined: not read yet. Kept, as useSyncExternalStore wants the same snapshot until a change.
  let peeked: HeaderData | null | undefined;
  // The env of the peek and of the first load; null once that load started.
  let firstView: NavEnv | null = withStorageMemo(env);
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const startOwn = (): RunningSession => {
    const calls = abortableEnv(firstView ?? env);
    firstView = null;
    const session = createNavSession(calls.env, config);
    return {
      session,
      stop() {
        calls.abort();
        session.dispose();
      },
    };
  };
  const start = (): RunningSession => {
    const held = shared ? shared.pool.acquire(shared.identity, startOwn) : alone(startOwn());
    const unsubscribe = held.session.subscribe(notify);
    return {
      session: held.session,
      stop() {
        unsubscribe();
        held.release();
      },
    };
  };

  return {
    getSnapshot(): HeaderData | null {
      if (running) return running.session.getSnapshot();
      if (peeked === undefined) peeked = peekCachedHeader(firstView ?? env, config);
      return peeked;
    },
    markLoggedOut: () => running?.session.markLoggedOut(),
    // The server had no cache to render from: hydration starts from nothing, as it did there.
    getServerSnapshot: (): HeaderData | null => running?.session.getSnapshot() ?? null,
    subscribe(listener) {
      listeners.add(listener);
      cancelStop?.();
      cancelStop = null;
      running ??= start();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || cancelStop) return;
        cancelStop = defer(() => {
          cancelStop = null;
          running?.stop();
          running = null;
        });
      };
    },
  };
}

function alone(running: RunningSession): { session: NavSession; release(): void } {
  return { session: running.session, release: () => running.stop() };
}
