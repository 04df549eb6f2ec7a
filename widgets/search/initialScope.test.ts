import { expect, it } from 'vitest';
import { initialScope } from './initialScope.ts';

it('with a search capability the scope is defaultFilter if valid, else all', () => {
  expect(initialScope(['all', 'marketplace'], 'marketplace', null)).toBe('marketplace');
  expect(initialScope(['all', 'marketplace'], 'providers', null)).toBe('all');
  expect(initialScope(['all', 'marketplace'], undefined, null)).toBe('all');
});

it('without a search capability the scope stays marketplace', () => {
  expect(initialScope(['marketplace'], 'all', null)).toBe('marketplace');
});

it("a scope preselected from the page's pl wins when offered", () => {
  expect(initialScope(['all', 'marketplace', 'providers', 'advisors'], 'all', 'advisors')).toBe('advisors');
  expect(initialScope(['all', 'marketplace'], 'all', 'providers')).toBe('all');
});
