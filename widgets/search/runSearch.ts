import type { SearchApi } from './api.ts';
import { scopeProductLines, type ResellerLines } from './scopeProductLines.ts';
import type { ResultLists } from './state.ts';
import type { SearchScope } from './types.ts';

/**
 * Runs the calls of one scope for one query, handing each answer on as it comes (SPEC §4): scope
 * all asks autocomplete, the all-content search and the facet suggest; the marketplace-type
 * scopes their marketplace search and its autocomplete.
 */
export async function runSearch(
  api: SearchApi,
  query: string,
  scope: SearchScope,
  lines: ResellerLines | null,
  signal: AbortSignal,
  arrive: (results: Partial<ResultLists>) => void,
): Promise<void> {
  const text = query.trim();
  if (scope === 'all') {
    await Promise.all([
      api.userAutocomplete(text, signal).then((autocompleteTerms) => arrive({ autocompleteTerms })),
      api.userSearch(text, signal).then((allResults) => arrive({ allResults })),
      api.suggestFacets(text, signal).then(({ services, contentTypes }) => arrive({ services, contentTypes })),
    ]);
    return;
  }
  await Promise.all([
    api.marketplaceSearch(text, scopeProductLines(scope, lines), signal).then((marketplace) => arrive({ marketplace })),
    api.marketplaceAutocomplete(text, signal).then((autocompleteTerms) => arrive({ autocompleteTerms })),
  ]);
}
