import { expect, it } from 'vitest';
import { facetCounts } from './facetCounts.ts';

it('reads a flat alternating list of value then count', () => {
  expect(facetCounts(['invoice', 4, 'order', '2'])).toEqual([
    { type: 'invoice', count: 4 },
    { type: 'order', count: 2 },
  ]);
});

it('leaves out entries without hits and anything that is not a list', () => {
  expect(facetCounts(['invoice', 0, 'page', 3, 'dangling'])).toEqual([{ type: 'page', count: 3 }]);
  expect(facetCounts(undefined)).toEqual([]);
  expect(facetCounts({ invoice: 4 })).toEqual([]);
});
