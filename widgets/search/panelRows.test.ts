import { expect, it } from 'vitest';
import { panelRows } from './panelRows.ts';
import type { RowsInput } from './resultRows.ts';
import { serviceLookup } from './serviceLookup.ts';

const searched: RowsInput = {
  filterValue: 'all',
  savedQuery: 'inv',
  searchQuery: 'inv',
  recentQueries: ['invoice march'],
  autocompleteTerms: ['invoices'],
  allResults: [{ label: 'Invoice #1042', url: 'https://market.example.com/invoices/1042', contentType: 'invoice' }],
  marketplace: [],
  services: [],
  contentTypes: [{ type: 'invoice', count: 4 }],
  serviceLookup: serviceLookup([]),
};

it('gives the same sections and rows again while the lists are the same, whatever the highlight copies into the input', () => {
  const first = panelRows(searched);
  expect(first.rows.map((row) => row.text)).toEqual(['invoice march', 'invoices', 'Invoice #1042', 'inv in invoice']);
  expect(panelRows({ ...searched, searchQuery: 'Invoice #1042' })).toBe(first);
});

it('derives them anew when a list, the scope or the searched query changes', () => {
  const first = panelRows(searched);
  const moreResults = panelRows({ ...searched, allResults: [...searched.allResults, { label: 'Invoice #1043', url: 'https://market.example.com/invoices/1043' }] });
  expect(moreResults).not.toBe(first);
  expect(moreResults.rows).toHaveLength(5);
  expect(panelRows({ ...searched, filterValue: 'marketplace' }).rows).toEqual([]);
  expect(panelRows({ ...searched, savedQuery: 'invo' }).rows.at(-1)?.text).toBe('invo in invoice');
});

it('follows the typed text before the first search, when facet rows read it', () => {
  const before = { ...searched, savedQuery: '', recentQueries: [], autocompleteTerms: [], allResults: [] };
  expect(panelRows({ ...before, searchQuery: 'cr' }).rows.map((row) => row.text)).toEqual(['cr in invoice']);
  expect(panelRows({ ...before, searchQuery: 'crm' }).rows.map((row) => row.text)).toEqual(['crm in invoice']);
});
