import { expect, it } from 'vitest';
import { inlineCompletion } from './inlineCompletion.ts';
import type { Suggestion } from './types.ts';

const suggestions: Suggestion[] = [
  { label: 'invoice', source: 'autocomplete' },
  { label: 'invoice march', source: 'recent' },
];
const typing = { showResults: true, highlightIndex: -1, searchQuery: 'inv', filterValue: 'all' as const };

it('completes the typed text while the results are open', () => {
  expect(inlineCompletion(typing, suggestions)).toBe('invoice');
  expect(inlineCompletion({ ...typing, searchQuery: 'invoice ' }, suggestions)).toBe('invoice march');
});

it("offers nothing while the highlight has put a row's text in the input, though a suggestion extends it", () => {
  expect(inlineCompletion({ ...typing, highlightIndex: 0, searchQuery: 'invoice' }, suggestions)).toBeNull();
  expect(inlineCompletion({ ...typing, searchQuery: 'invoice' }, suggestions)).toBe('invoice march');
});

it('offers nothing once the results are closed', () => {
  expect(inlineCompletion({ ...typing, showResults: false }, suggestions)).toBeNull();
});
