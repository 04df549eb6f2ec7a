import { expect, it } from 'vitest';
import { shallowEqual } from '../../ui/useStoreSlice.ts';
import { fieldSlice, inputHint, loadSlice, panelOpen, widgetSlice } from './searchSlices.ts';
import { createInitialSearchState, searchReducer, type SearchAction, type SearchState } from './state.ts';

const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state);
const mounted = run(createInitialSearchState(), { type: 'WidgetMounted', capabilities: ['appwise'], reseller: false, preselected: null });
const searched = run(
  mounted,
  { type: 'UserArrived', userId: 'a3f1c2d4-user', recentQueries: ['invoice march'] },
  { type: 'QueryChanged', query: 'inv' },
  {
    type: 'ResultsArrived',
    query: 'inv',
    scope: 'all',
    results: { allResults: [{ label: 'Invoice #1042', url: 'https://market.example.com/invoices/1042' }], autocompleteTerms: ['invoices'] },
  },
  { type: 'SearchFinished', query: 'inv', scope: 'all' },
);

it("an arrow key changes neither the widget's slice nor what loading follows, and changes the field's", () => {
  for (const key of ['InputArrowDownPressed', 'InputArrowUpPressed'] as const) {
    const before = run(searched, { type: 'InputArrowDownPressed' });
    const after = run(before, { type: key });
    expect(after).not.toBe(before);
    expect(shallowEqual(widgetSlice(after, false), widgetSlice(before, false))).toBe(true);
    expect(shallowEqual(loadSlice(after), loadSlice(before))).toBe(true);
    expect(shallowEqual(fieldSlice(after, false), fieldSlice(before, false))).toBe(false);
  }
});

it("a typed letter changes the widget's slice: the rows go with the searched query", () => {
  const typed = run(searched, { type: 'QueryChanged', query: 'invo' });
  expect(shallowEqual(widgetSlice(typed, false), widgetSlice(searched, false))).toBe(false);
});

it('the field shows the highlighted row and its text, and the hint only while nothing is highlighted', () => {
  expect(fieldSlice(searched, false)).toMatchObject({ searchQuery: 'inv', highlightIndex: -1, open: true, hint: 'invoice march' });
  const highlighted = run(searched, { type: 'InputArrowDownPressed' });
  expect(fieldSlice(highlighted, false)).toMatchObject({ searchQuery: 'invoice march', highlightIndex: 0, open: true, hint: null });
  expect(inputHint(highlighted)).toBeNull();
});

it('the panel is open with rows, and with none only when hideOnEmpty is off', () => {
  expect(panelOpen(searched, true)).toBe(true);
  const nothing = run(mounted, { type: 'QueryChanged', query: 'zzz' }, { type: 'SearchFinished', query: 'zzz', scope: 'all' });
  expect(panelOpen(nothing, false)).toBe(true);
  expect(panelOpen(nothing, true)).toBe(false);
  expect(panelOpen(run(searched, { type: 'OutsidePressed' }), false)).toBe(false);
});
