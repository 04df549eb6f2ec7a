import { expect, it } from 'vitest';
import { isSearchable } from './isSearchable.ts';

it('a query needs at least one non-space character', () => {
  expect(isSearchable('')).toBe(false);
  expect(isSearchable('   ')).toBe(false);
  expect(isSearchable('c')).toBe(true);
});

it("a 'word in word' query is not searchable", () => {
  expect(isSearchable('invoices in Messenger')).toBe(false);
  expect(isSearchable('  crm in contact ')).toBe(false);
});

it("only the three-token 'word in word' form is refused", () => {
  expect(isSearchable('sign in page')).toBe(false);
  expect(isSearchable('how to sign in')).toBe(true);
  expect(isSearchable('crm tools in Messenger')).toBe(true);
  expect(isSearchable('invoice')).toBe(true);
});
