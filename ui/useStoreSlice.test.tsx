// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { shallowEqual, useStoreSlice, type ReadableStore } from './useStoreSlice.ts';

interface Counts {
  a: number;
  b: number;
}

function createCountsStore(initial: Counts) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: Partial<Counts>) {
      state = { ...state, ...next };
      for (const listener of Array.from(listeners)) listener();
    },
  };
}

const selectA = (state: Counts) => ({ a: state.a });

function ShowsA({ store, renders }: { store: ReadableStore<Counts>; renders: string[] }) {
  const { a } = useStoreSlice(store, selectA);
  renders.push(`a=${a}`);
  return <output>{a}</output>;
}

it("re-renders when its slice changes, field by field, and not for another part of the store's state", () => {
  const store = createCountsStore({ a: 1, b: 1 });
  const renders: string[] = [];
  render(<ShowsA store={store} renders={renders} />);
  act(() => store.set({ b: 2 }));
  act(() => store.set({ b: 3 }));
  expect(renders).toEqual(['a=1']);
  act(() => store.set({ a: 2 }));
  expect(renders).toEqual(['a=1', 'a=2']);
  expect(screen.getByRole('status').textContent).toBe('2');
});

it('under StrictMode shows the change made before its subscription and after', () => {
  const store = createCountsStore({ a: 1, b: 1 });
  store.set({ a: 5 });
  render(<StrictMode><ShowsA store={store} renders={[]} /></StrictMode>);
  expect(screen.getByRole('status').textContent).toBe('5');
  act(() => store.set({ a: 6 }));
  expect(screen.getByRole('status').textContent).toBe('6');
});

it('shallowEqual compares own fields by identity, and values as they are', () => {
  const list = [1];
  expect(shallowEqual({ list, open: true }, { list, open: true })).toBe(true);
  expect(shallowEqual({ list, open: true }, { list: [1], open: true })).toBe(false);
  expect(shallowEqual({ a: undefined }, { b: undefined })).toBe(false);
  expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  expect(shallowEqual(true, true)).toBe(true);
  expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
  expect(shallowEqual(null, {})).toBe(false);
});
