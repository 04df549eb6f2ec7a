import { expect, it } from 'vitest';
import { availableScopes, isMarketplaceScope } from './availableScopes.ts';

it('scope all needs a known search capability; marketplace is always offered', () => {
  expect(availableScopes(true, false)).toEqual(['all', 'marketplace']);
  expect(availableScopes(false, false)).toEqual(['marketplace']);
});

it('the reseller variant adds providers and advisors', () => {
  expect(availableScopes(true, true)).toEqual(['all', 'marketplace', 'providers', 'advisors']);
  expect(availableScopes(false, true)).toEqual(['marketplace', 'providers', 'advisors']);
});

it('marketplace, providers and advisors are marketplace-type scopes', () => {
  expect(['all', 'marketplace', 'providers', 'advisors'].map((s) => isMarketplaceScope(s as 'all'))).toEqual([false, true, true, true]);
});
