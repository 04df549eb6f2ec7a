import { expect, it } from 'vitest';
import { flatRows, resultSections, type RowsInput } from './resultRows.ts';
import { serviceLookup } from './serviceLookup.ts';

const input: RowsInput = {
  filterValue: 'all',
  savedQuery: 'inv',
  searchQuery: 'inv',
  recentQueries: ['invoice march'],
  autocompleteTerms: ['invoices'],
  allResults: [{ label: 'Invoice #1042', url: 'https://market.example.com/invoices/1042', contentType: 'invoice' }],
  marketplace: [{ label: 'Invoicely', url: 'https://market.example.com/apps/77' }],
  services: [{ type: 'messenger', count: 2 }],
  contentTypes: [{ type: 'invoice', count: 4 }],
  serviceLookup: serviceLookup([]),
};

it('sections come in order: suggestions, all-content, services, content types in scope all', () => {
  const sections = resultSections(input);
  expect(sections.map((s) => s.id)).toEqual(['suggestions', 'allResults', 'services', 'contentTypes']);
  expect(flatRows(sections).map((row) => row.text)).toEqual([
    'invoice march',
    'invoices',
    'Invoice #1042',
    'inv in Messenger',
    'inv in invoice',
  ]);
  expect(sections.flatMap((s) => s.rows.map((r) => r.index))).toEqual([0, 1, 2, 3, 4]);
});

it('marketplace-type scopes show only marketplace results', () => {
  for (const filterValue of ['marketplace', 'providers', 'advisors'] as const) {
    expect(resultSections({ ...input, filterValue }).map((s) => s.id)).toEqual(['marketplace']);
  }
});

it("facet rows read '{query} in {label}' with the service label, else the type", () => {
  const rows = flatRows(resultSections({ ...input, services: [{ type: 'b7c1', count: 1 }], contentTypes: [] }));
  expect(rows.at(-1)?.text).toBe('inv in b7c1');
  const named = flatRows(resultSections({ ...input, savedQuery: '', searchQuery: 'crm', recentQueries: [], autocompleteTerms: [] }));
  expect(named.filter((row) => row.kind === 'facet').map((row) => row.text)).toEqual(['crm in Messenger', 'crm in invoice']);
});

it('empty sections are left out', () => {
  expect(resultSections({ ...input, recentQueries: [], autocompleteTerms: [], allResults: [] }).map((s) => s.id)).toEqual([
    'services',
    'contentTypes',
  ]);
});

it('a suggestion that repeats an all-content result is not shown twice', () => {
  const rows = flatRows(resultSections({ ...input, recentQueries: [], autocompleteTerms: ['invoice #1042', 'invoices'] }));
  expect(rows.map((row) => [row.kind, row.text])).toEqual([
    ['suggestion', 'invoices'],
    ['result', 'Invoice #1042'],
    ['facet', 'inv in Messenger'],
    ['facet', 'inv in invoice'],
  ]);
});
