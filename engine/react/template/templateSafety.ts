import type { SafeTemplateMaker } from '../../core/template/makeTemplateSafe.ts';

type SafetyState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; makeSafe: SafeTemplateMaker };

let state: SafetyState = { status: 'idle' };
let loading: Promise<SafeTemplateMaker> | undefined;
const listeners = new Set<() => void>();

function settle(next: SafetyState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Where the page's template safety stands: loaded (ready), on its way, failed for good, or not asked for. */
export function pageSafety(): SafetyState {
  return state;
}

/** Hears every change of pageSafety() (useSyncExternalStore's subscribe). */
export function subscribePageSafety(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page's template safety from its chunk (pageSafety.ts), loaded once; the chunk loader tries
 * again before it gives up, and a later call after a failure tries anew. The state stays failed
 * while it does, so that what renders the defaults meanwhile goes on showing them.
 */
export function loadPageSafety(): Promise<SafeTemplateMaker> {
  if (state.status === 'ready') return Promise.resolve(state.makeSafe);
  if (!loading) {
    if (state.status === 'idle') settle({ status: 'loading' });
    loading = import('./pageSafety.ts').then(
      ({ makeSafe }) => {
        settle({ status: 'ready', makeSafe });
        return makeSafe;
      },
      (error: unknown) => {
        loading = undefined;
        settle({ status: 'failed' });
        throw error;
      },
    );
  }
  return loading;
}
