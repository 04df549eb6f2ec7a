import { expect, it } from 'vitest';
import { panelVisible, resultsShown } from './resultsVisibility.ts';

it('results show only when set to show and the query is non-empty', () => {
  expect(resultsShown(true, 'crm', 'marketplace', 0)).toBe(true);
  expect(resultsShown(false, 'crm', 'marketplace', 0)).toBe(false);
  expect(resultsShown(true, '', 'marketplace', 3)).toBe(false);
});

it('in scope all an empty query shows results when recent queries exist', () => {
  expect(resultsShown(true, '', 'all', 2)).toBe(true);
  expect(resultsShown(true, '  ', 'all', 0)).toBe(false);
});

it('the panel shows when rows exist or the config does not hide it when empty', () => {
  expect(panelVisible(true, 3, true)).toBe(true);
  expect(panelVisible(true, 0, false)).toBe(true);
  expect(panelVisible(true, 0, true)).toBe(false);
  expect(panelVisible(false, 3, false)).toBe(false);
});
