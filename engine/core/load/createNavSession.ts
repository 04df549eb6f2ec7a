import type { NavConfig } from '../config/navConfig.ts';
import type { NavEnv } from '../env.ts';
import { markUserLoggedOut } from '../user/markUserLoggedOut.ts';
import { invalidateHeaderCache } from './invalidateHeaderCache.ts';
import { loadHeaderData, type HeaderData } from './loadHeaderData.ts';
import { RENDER_DEADLINE_MS } from './renderDeadline.ts';
import { emitNavEvent, type RenderKind } from '../events/navEvents.ts';

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
   * fresh data, the render once the header's layout is complete (a signed-in user's links still on
   * their way), or the render published at the render deadline (RENDER_DEADLINE_MS) from what had
   * arrived, whichever comes first. `mount()` resolves on this, so a hanging call never holds it.
   */
  rendered(): Promise<HeaderData>;
  /** A changed config re-renders from fresh data (SPEC §4: a re-render drops the cache). */
  update(partial: Partial<NavConfig>): Promise<HeaderData>;
  config(): NavConfig;
  /**
   * SPEC §8: a failed My Apps call marks the user as logged out. Every root of the session shows
   * the loggedout user from then on, until a changed config loads again.
   */
  markLoggedOut(): void;
  dispose(): void;
}

/**
 * How a session spaces out the work of a render that follows the cached one: the fresh data's, the
 * render deadline's and the confirmed user's. Without pacing each is published at once, in the task
 * that brought its data. With it, that task ends first, `prepare` does ahead, in tasks of its own,
 * what rendering the data would otherwise do in the render's one task (the React side compiles the
 * templates), and the browser gets its turn again before the render. Renders are published in the
 * order they came, each once the one before it is out. The cached render is never paced: it is the
 * first frame's, published inside the load.
 */
export interface RenderPacing {
  /** Ends the current task; resolves in a later one (engine/browser/yieldToMain.ts). */
  yieldToMain(): Promise<void>;
  /** The work rendering `data` needs, done ahead of the render; its failure only costs that head start. */
  prepare(data: HeaderData): Promise<void>;
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
export function createNavSession(env: NavEnv, initialConfig: NavConfig, pacing?: RenderPacing): NavSession {
  let config = initialConfig;
  let snapshot: HeaderData | null = null;
  let disposed = false;
  let generation = 0;
  let loggedOut = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const asPublished = (data: HeaderData): HeaderData => (loggedOut ? { ...data, nav: markUserLoggedOut(data.nav) } : data);

  const publish = (data: HeaderData, forGeneration: number, render: RenderKind, loadStart: number) => {
    // A slower, older load must not overwrite a newer one.
    if (disposed || forGeneration !== generation) return;
    snapshot = asPublished(data);
    notify();
    emitNavEvent(env, { type: 'rendered', render, ms: env.now() - loadStart });
  };

  /**
   * A paced render's publishing: each listener (a root) is told in a task of its own, in the order
   * they subscribed (the header first), so that no task renders every root. A root that renders
   * meanwhile for another reason reads the new snapshot already.
   */
  const publishPaced = async (data: HeaderData, forGeneration: number, render: RenderKind, loadStart: number, yieldToMain: () => Promise<void>) => {
    if (disposed || forGeneration !== generation) return;
    snapshot = asPublished(data);
    let first = true;
    // The roots subscribed now: one that comes while this awaits renders the new snapshot on its own.
    for (const listener of Array.from(listeners)) {
      if (!first) await yieldToMain();
      first = false;
      if (disposed || forGeneration !== generation) return;
      if (listeners.has(listener)) listener();
    }
    emitNavEvent(env, { type: 'rendered', render, ms: env.now() - loadStart });
  };

  const load = (): Load => {
    const current = ++generation;
    const loadStart = env.now();
    const headerLoad = loadHeaderData(env, config, pacing?.yieldToMain);
    let freshPublished = false;
    let deadlinePassed = false;
    let renderedEarly: (data: HeaderData) => void = () => undefined;
    const earlyRender = new Promise<HeaderData>((resolve) => {
      renderedEarly = resolve;
    });
    // The renders after the cached one, in the order they came (RenderPacing).
    let paced: Promise<void> = Promise.resolve();
    const render = (data: HeaderData, kind: RenderKind): Promise<void> => {
      if (!pacing) {
        publish(data, current, kind, loadStart);
        return Promise.resolve();
      }
      const turn = paced.then(async () => {
        await pacing.yieldToMain();
        // Nothing to prepare for a load that will not publish (disposed, or replaced by update()).
        if (disposed || current !== generation) return;
        await pacing.prepare(data).catch(() => undefined);
        await pacing.yieldToMain();
        await publishPaced(data, current, kind, loadStart, pacing.yieldToMain);
      });
      // A render whose publishing threw fails on its own; it does not hold back the next.
      paced = turn.catch(() => undefined);
      return turn;
    };
    if (headerLoad.cached) publish(headerLoad.cached, current, 'cached', loadStart);
    // The same user confirmed: the cached header shows that user at once, before the rest arrives.
    // After the deadline's render the answers in are newer than the cache: render from them instead.
    void headerLoad.confirmed.then((data) => {
      if (data && !freshPublished) void render(deadlinePassed ? headerLoad.partial() : data, deadlinePassed ? 'deadline' : 'cached-user');
    });
    const cancel = env.setTimer(() => {
      if (freshPublished || disposed || current !== generation) return;
      deadlinePassed = true;
      const data = headerLoad.partial();
      void render(data, 'deadline').then(() => renderedEarly(data));
    }, RENDER_DEADLINE_MS);
    const fresh = headerLoad.fresh.then(async (data) => {
      freshPublished = true;
      cancel();
      await render(data, 'fresh');
      return data;
    });
    // The header's layout is complete while a signed-in user's links are still on their way: render
    // it after one round trip, as the deadline's render would (DESIGN §6 "Round trips").
    void headerLoad.layoutReady.then(() => {
      if (freshPublished || deadlinePassed || disposed || current !== generation) return;
      // The header is on screen: the deadline has nothing left to do.
      cancel();
      const data = headerLoad.partial();
      void render(data, 'first-wave').then(() => renderedEarly(data));
    });
    return { fresh, rendered: Promise.race([fresh, earlyRender]), cancel };
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
      // A new config may bring a new user: the new load decides again.
      loggedOut = false;
      invalidateHeaderCache(env, { marketUrl: config.marketUrl });
      latest.cancel();
      latest = load();
      return latest.fresh;
    },
    config: () => config,
    markLoggedOut() {
      if (loggedOut || disposed) return;
      loggedOut = true;
      if (snapshot) snapshot = asPublished(snapshot);
      notify();
    },
    dispose() {
      disposed = true;
      latest.cancel();
      listeners.clear();
    },
  };
}
