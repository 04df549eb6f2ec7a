import { expect, it } from 'vitest';
import { completionHint } from './completionHint.ts';

const suggestions = [
  { source: 'recent', label: 'Invoice March' },
  { source: 'autocomplete', label: 'invoices overdue' },
] as const;

it('completes the typed text with the first suggestion that extends it, keeping the typed casing', () => {
  expect(completionHint('inv', 'all', suggestions)).toBe('invoice March');
  expect(completionHint('invoices', 'all', suggestions)).toBe('invoices overdue');
});

it('the hint is offered only in scope all', () => {
  expect(completionHint('inv', 'marketplace', suggestions)).toBeNull();
});

it('no hint without typed text or without a longer match', () => {
  expect(completionHint('', 'all', suggestions)).toBeNull();
  expect(completionHint('invoices overdue', 'all', suggestions)).toBeNull();
  expect(completionHint('zoom', 'all', suggestions)).toBeNull();
});
