import { expect, it, vi } from 'vitest';
import { createSearchStore } from './searchStore.ts';
import { createInitialSearchState } from './state.ts';

it('folds actions through the reducer and tells its listeners after each change', () => {
  const store = createSearchStore(createInitialSearchState());
  const listener = vi.fn();
  store.subscribe(listener);
  store.dispatch({ type: 'QueryChanged', query: 'crm' });
  expect(store.getState()).toMatchObject({ searchQuery: 'crm', showResults: true, status: 'loading' });
  expect(listener).toHaveBeenCalledTimes(1);
});

it('tells no one of an action that changes nothing', () => {
  const store = createSearchStore(createInitialSearchState());
  const listener = vi.fn();
  store.subscribe(listener);
  const before = store.getState();
  store.dispatch({ type: 'ScopeMenuClosed' });
  expect(store.getState()).toBe(before);
  expect(listener).not.toHaveBeenCalled();
});

it('a listener that unsubscribes hears no more, and one that unsubscribes another mid-notice does not skip the rest', () => {
  const store = createSearchStore(createInitialSearchState());
  const heard: string[] = [];
  const unsubscribeFirst = store.subscribe(() => {
    heard.push('first');
    unsubscribeSecond();
  });
  const unsubscribeSecond = store.subscribe(() => heard.push('second'));
  store.dispatch({ type: 'QueryChanged', query: 'a' });
  unsubscribeFirst();
  store.dispatch({ type: 'QueryChanged', query: 'ab' });
  expect(heard).toEqual(['first', 'second']);
});
