import type { SearchScope } from './types.ts';

/**
 * Scopes offered (SPEC §2, §6): all only with a known search capability, always marketplace,
 * providers and advisors only in the reseller variant.
 */
export function availableScopes(hasSearchCapability: boolean, reseller: boolean): SearchScope[] {
  return [
    ...(hasSearchCapability ? (['all'] as const) : []),
    'marketplace',
    ...(reseller ? (['providers', 'advisors'] as const) : []),
  ];
}

/** Scopes that search the marketplace index. */
export function isMarketplaceScope(scope: SearchScope): boolean {
  return scope !== 'all';
}
