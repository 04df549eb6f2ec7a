import { expect, it } from 'vitest';
import { createStore } from './store.ts';

const counter = (count: number, event: 'Added' | 'Ignored') => (event === 'Added' ? count + 1 : count);

it('tells its listeners of each change with the state before it, and of no event that changed nothing', () => {
  const store = createStore(counter, 0);
  const seen: [number, number][] = [];
  store.subscribe((state, previous) => seen.push([previous, state]));
  store.dispatch('Added');
  store.dispatch('Ignored');
  store.dispatch('Added');
  expect(seen).toEqual([[0, 1], [1, 2]]);
  expect(store.getState()).toBe(2);
});

it('reduces an event dispatched by a listener once every listener has seen the change before it', () => {
  const store = createStore(counter, 0);
  const seen: string[] = [];
  store.subscribe((state) => {
    seen.push(`first ${state}`);
    if (state === 1) store.dispatch('Added');
  });
  store.subscribe((state, previous) => seen.push(`second ${previous}->${state}`));
  store.dispatch('Added');
  expect(seen).toEqual(['first 1', 'second 0->1', 'first 2', 'second 1->2']);
});
