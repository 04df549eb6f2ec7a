import type { Defer } from '../core/load/createLazyNavStore.ts';

/**
 * Runs a stop after the current task: StrictMode unsubscribes and subscribes again in one go, and a
 * re-subscribe before then cancels the stop.
 */
export const deferDisposal: Defer = (run) => {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};
