import type { NavConfig } from '../context/types.ts';
import type { NavEnv } from '../env.ts';
import { invalidateHeaderCache } from './invalidateHeaderCache.ts';
import { loadHeaderData, type HeaderData } from './loadHeaderData.ts';

/**
 * The data behind one mount: header and footer roots read the same snapshot, so the bootstrap and
 * templates are fetched once. A small external store (subscribe/getSnapshot) for React's
 * useSyncExternalStore.
 */
export interface NavSession {
  getSnapshot(): HeaderData | null;
  subscribe(listener: () => void): () => void;
  /** Resolves with the fresh data of the latest load. */
  ready(): Promise<HeaderData>;
  /** A changed config re-renders from fresh data (SPEC §4: a re-render drops the cache). */
  update(partial: Partial<NavConfig>): Promise<HeaderData>;
  config(): NavConfig;
  dispose(): void;
}

export function createNavSession(env: NavEnv, initialConfig: NavConfig): NavSession {
  let config = initialConfig;
  let snapshot: HeaderData | null = null;
  let disposed = false;
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (data: HeaderData, forGeneration: number) => {
    // A slower, older load must not overwrite a newer one.
    if (disposed || forGeneration !== generation) return;
    snapshot = data;
    for (const listener of listeners) listener();
  };

  const load = (): Promise<HeaderData> => {
    const current = ++generation;
    const { cached, confirmed, fresh } = loadHeaderData(env, config);
    let freshPublished = false;
    if (cached) publish(cached, current);
    // The same user confirmed: the cached header shows that user at once, before the rest arrives.
    void confirmed.then((data) => {
      if (data && !freshPublished) publish(data, current);
    });
    return fresh.then((data) => {
      freshPublished = true;
      publish(data, current);
      return data;
    });
  };

  let latest = load();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready: () => latest,
    update(partial) {
      config = { ...config, ...partial };
      invalidateHeaderCache(env, { marketUrl: config.marketUrl });
      latest = load();
      return latest;
    },
    config: () => config,
    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}
