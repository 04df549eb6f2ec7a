import { searchReducer, type SearchAction, type SearchState } from './state.ts';

/**
 * The search widget's state behind a store that its parts read in slices (ui/useStoreSlice), as
 * React Stately and zustand keep a widget's state apart from the tree that shows it. A change
 * re-renders only the parts whose slice it changed: an arrow key moves the highlight and the text
 * in the input, so it re-renders the input and the two rows whose highlight changed, not the
 * widget, its panel or its groups.
 */
export interface SearchStore {
  getState(): SearchState;
  dispatch(action: SearchAction): void;
  /** Calls the listener after each change of state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createSearchStore(initial: SearchState): SearchStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = searchReducer(state, action);
      if (next === state) return;
      state = next;
      // The listeners of the moment of the change: one that unsubscribes another still lets it hear this one.
      for (const listener of Array.from(listeners)) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
