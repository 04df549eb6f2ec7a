import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { createNavSession, type NavSession } from '../load/createNavSession.ts';
import { invalidateHeaderCache } from '../load/invalidateHeaderCache.ts';
import type { HeaderData } from '../load/loadHeaderData.ts';
import { markUserLoggedOut } from '../user/markUserLoggedOut.ts';

/**
 * A session that starts from data it was given (the server's render) instead of loading it: no
 * bootstrap, template or translation call is made again for the first render. An update loads as
 * any session does (SPEC §4: a re-render drops the cache); until it has data, the seed stays.
 */
export function createSeededSession(env: NavEnv, initialConfig: NavConfig, serverData: HeaderData): NavSession {
  let seed = serverData;
  let config = initialConfig;
  let inner: NavSession | null = null;
  let disposed = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => inner?.getSnapshot() ?? seed,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready: () => inner?.ready() ?? Promise.resolve(seed),
    rendered: () => inner?.rendered() ?? Promise.resolve(seed),
    update(partial) {
      config = { ...config, ...partial };
      invalidateHeaderCache(env, { marketUrl: config.marketUrl });
      inner?.dispose();
      const next = createNavSession(env, config);
      inner = next;
      next.subscribe(() => {
        if (!disposed && inner === next) notify();
      });
      return next.ready();
    },
    config: () => config,
    markLoggedOut() {
      if (inner) return inner.markLoggedOut();
      // The server rendered the user; a failed My Apps call in the browser marks them logged out (SPEC §8).
      seed = { ...seed, nav: markUserLoggedOut(seed.nav) };
      notify();
    },
    dispose() {
      disposed = true;
      inner?.dispose();
      listeners.clear();
    },
  };
}
