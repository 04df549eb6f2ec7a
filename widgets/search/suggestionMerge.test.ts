import { expect, it } from 'vitest';
import { suggestionMerge } from './suggestionMerge.ts';

const labels = (list: { label: string }[]) => list.map((item) => item.label);

it('at most 2 matching recents come ahead of autocomplete terms', () => {
  const merged = suggestionMerge('in', ['invoice march', 'invoice april', 'integrations'], ['invoices', 'intercom']);
  expect(merged).toEqual([
    { source: 'recent', label: 'invoice march' },
    { source: 'recent', label: 'invoice april' },
    { source: 'autocomplete', label: 'invoices' },
    { source: 'autocomplete', label: 'intercom' },
    { source: 'recent', label: 'integrations' },
  ]);
});

it('suggestions are capped at 5', () => {
  const merged = suggestionMerge('s', ['s1', 's2', 's3'], ['sa', 'sb', 'sc', 'sd']);
  expect(labels(merged)).toEqual(['s1', 's2', 'sa', 'sb', 'sc']);
});

it('recents match by case-insensitive prefix on the trimmed saved query', () => {
  const merged = suggestionMerge('  SLA ', ['slack billing', 'my slack', 'Slack'], []);
  expect(labels(merged)).toEqual(['slack billing', 'Slack']);
});

it('autocomplete terms that duplicate the first 2 matching recents are removed', () => {
  const merged = suggestionMerge('zo', ['Zoom', 'zoho'], ['zoom', 'Zoho CRM', 'ZOHO']);
  expect(merged).toEqual([
    { source: 'recent', label: 'Zoom' },
    { source: 'recent', label: 'zoho' },
    { source: 'autocomplete', label: 'Zoho CRM' },
  ]);
});

it('only 5 recents and 5 autocomplete terms are considered', () => {
  const recents = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
  const merged = suggestionMerge('a', recents, []);
  expect(labels(merged)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  const terms = suggestionMerge('a', [], ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
  expect(labels(terms)).not.toContain('b6');
});

it('with an empty query every recent matches', () => {
  expect(labels(suggestionMerge('', ['zoom', 'crm'], []))).toEqual(['zoom', 'crm']);
});

it('URLs, paths and asset file names never become suggestions, and free places go to readable terms', () => {
  const terms = [
    'https://market.example.com/account/invoices/INV-2026-0142',
    '/account/invoices/INV-2026-0143',
    'https://market.example.com/assets/apps/slack-pro.svg',
    'slack-pro.svg',
    'Invoice INV-2026-0142 - Slack Pro',
    'invoices',
  ];
  expect(labels(suggestionMerge('inv', ['https://market.example.com/invoices'], terms))).toEqual(['Invoice INV-2026-0142 - Slack Pro', 'invoices']);
});

it('no duplicate whatever its case or spacing, nor a repeat of a row shown elsewhere', () => {
  expect(labels(suggestionMerge('sl', ['Slack  Pro'], ['slack pro', 'SLACK PRO', 'Slack Technologies']))).toEqual([
    'Slack Pro',
    'Slack Technologies',
  ]);
  expect(labels(suggestionMerge('inv', [], ['INV-2026-0142.pdf', 'invoice'], ['inv-2026-0142.pdf']))).toEqual(['invoice']);
});
