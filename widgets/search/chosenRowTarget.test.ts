import { expect, it } from 'vitest';
import { chosenRowTarget } from './chosenRowTarget.ts';

it('a result with an allowed URL opens it', () => {
  const row = { kind: 'result', text: 'Invoice #1042', result: { label: 'Invoice #1042', url: 'https://market.example.com/invoices/1042' } } as const;
  expect(chosenRowTarget(row)).toEqual({ kind: 'open', url: 'https://market.example.com/invoices/1042' });
});

it('a result whose URL the policy refuses does nothing', () => {
  const row = { kind: 'result', text: 'Bad', result: { label: 'Bad', url: 'javascript:alert(1)' } } as const;
  expect(chosenRowTarget(row)).toEqual({ kind: 'none' });
});

it('a suggestion, and a result without URL, search their text', () => {
  expect(chosenRowTarget({ kind: 'suggestion', text: 'invoices', suggestion: { source: 'autocomplete', label: 'invoices' } })).toEqual({
    kind: 'search',
    text: 'invoices',
  });
  expect(chosenRowTarget({ kind: 'result', text: 'Notes', result: { label: 'Notes' } })).toEqual({ kind: 'search', text: 'Notes' });
});
