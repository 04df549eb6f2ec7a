import { useCallback, useRef, useSyncExternalStore } from 'react';

/** What useStoreSlice reads: a store's current state and its change notice. */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Equal when both are the same value, or objects whose own fields are the same values. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The part of a store's state that a component shows (zustand's useStore with a shallow
 * selector): the component re-renders when that part changes, field by field, and not for any
 * other change of the store. `select` should be stable (a module function or a useCallback).
 */
export function useStoreSlice<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  // The last slice, kept while its fields stay the same: useSyncExternalStore wants the same
  // snapshot again until something the component shows has changed.
  const last = useRef<{ state: S; select: (state: S) => T; slice: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.select === select) return previous.slice;
    const fresh = select(state);
    const slice = previous && previous.select === select && shallowEqual(previous.slice, fresh) ? previous.slice : fresh;
    last.current = { state, select, slice };
    return slice;
  }, [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
