import { useEffect, useRef } from 'react';

interface Held {
  deps: readonly unknown[];
  cleanup: (() => void) | void;
  /** Cleaned up at the end of this task, unless a setup with the same deps comes first. */
  leaving: boolean;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * useEffect for an effect that makes a call: StrictMode's development check (cleanup, then setup
 * again at once with the same deps, in the same task) keeps the first setup and its call in flight,
 * where useEffect would abort it and call again. So a component's calls go out once per mount in
 * development as in production. A change of deps cleans up at once, before the new setup, as
 * useEffect does; an unmount cleans up at the end of the task (a microtask), leaving no timer.
 */
export function useLastingEffect(setup: () => (() => void) | void, deps: readonly unknown[]): void {
  const held = useRef<Held | null>(null);
  useEffect(() => {
    const earlier = held.current;
    if (earlier?.leaving) {
      earlier.leaving = false;
      if (sameDeps(earlier.deps, deps)) return release(held, earlier);
      earlier.cleanup?.();
    }
    const entry: Held = { deps, cleanup: setup(), leaving: false };
    held.current = entry;
    return release(held, entry);
    // The deps are the caller's, as with useEffect.
    // oxlint-disable-next-line react/exhaustive-deps
  }, deps);
}

function release(held: { current: Held | null }, entry: Held): () => void {
  return () => {
    entry.leaving = true;
    queueMicrotask(() => {
      if (!entry.leaving) return;
      entry.leaving = false;
      if (held.current === entry) held.current = null;
      entry.cleanup?.();
    });
  };
}
