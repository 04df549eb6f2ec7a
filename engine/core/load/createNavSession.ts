import type { NavConfig } from '../context/types.ts';
import type { NavEnv } from '../env.ts';
import { invalidateHeaderCache } from './invalidateHeaderCache.ts';
import { loadHeaderData, type HeaderData } from './loadHeaderData.ts';
import { RENDER_DEADLINE_MS } from './renderDeadline.ts';

/**
 * The data behind one mount: header and footer roots read the same snapshot, so the bootstrap and
 * templates are fetched once. A small external store (subscribe/getSnapshot) for React's
 * useSyncExternalStore.
 */
export interface NavSession {
  getSnapshot(): HeaderData | null;
  subscribe(listener: () => void): () => void;
  /** Resolves with the complete fresh data of the latest load. */
  ready(): Promise<HeaderData>;
  /**
   * Resolves with the first render of the latest load that does not wait any longer: the complete
   * fresh data, or the render published at the render deadline (RENDER_DEADLINE_MS) from what had
   * arrived, whichever comes first. `mount()` resolves on this, so a hanging call never holds it.
   */
  rendered(): Promise<HeaderData>;
  /** A changed config re-renders from fresh data (SPEC §4: a re-render drops the cache). */
  update(partial: Partial<NavConfig>): Promise<HeaderData>;
  config(): NavConfig;
  dispose(): void;
}

interface Load {
  fresh: Promise<HeaderData>;
  rendered: Promise<HeaderData>;
  /** Stops the render deadline of this load. */
  cancel(): void;
}

/**
 * Publishes, for each load: the cached render (when there is one), the cached render with its user
 * once the bootstrap confirms that user, the render deadline's render when fresh data is not complete
 * by then, and the complete fresh data. Only the latest load publishes, and nothing after dispose.
 */
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

  const load = (): Load => {
    const current = ++generation;
    const headerLoad = loadHeaderData(env, config);
    let freshPublished = false;
    let deadlinePassed = false;
    let renderedAtDeadline: (data: HeaderData) => void = () => undefined;
    const deadlineRender = new Promise<HeaderData>((resolve) => {
      renderedAtDeadline = resolve;
    });
    if (headerLoad.cached) publish(headerLoad.cached, current);
    // The same user confirmed: the cached header shows that user at once, before the rest arrives.
    // After the deadline's render the answers in are newer than the cache: render from them instead.
    void headerLoad.confirmed.then((data) => {
      if (data && !freshPublished) publish(deadlinePassed ? headerLoad.partial() : data, current);
    });
    const cancel = env.setTimer(() => {
      if (freshPublished || disposed || current !== generation) return;
      deadlinePassed = true;
      const data = headerLoad.partial();
      publish(data, current);
      renderedAtDeadline(data);
    }, RENDER_DEADLINE_MS);
    const fresh = headerLoad.fresh.then((data) => {
      freshPublished = true;
      cancel();
      publish(data, current);
      return data;
    });
    return { fresh, rendered: Promise.race([fresh, deadlineRender]), cancel };
  };

  let latest = load();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready: () => latest.fresh,
    rendered: () => latest.rendered,
    update(partial) {
      config = { ...config, ...partial };
      invalidateHeaderCache(env, { marketUrl: config.marketUrl });
      latest.cancel();
      latest = load();
      return latest.fresh;
    },
    config: () => config,
    dispose() {
      disposed = true;
      latest.cancel();
      listeners.clear();
    },
  };
}
