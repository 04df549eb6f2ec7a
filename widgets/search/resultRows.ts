import { isMarketplaceScope } from './availableScopes.ts';
import { suggestionMerge } from './suggestionMerge.ts';
import type { FacetCount, SearchResult, SearchScope, ServiceLookup, Suggestion } from './types.ts';

type SectionId = 'suggestions' | 'allResults' | 'marketplace' | 'services' | 'contentTypes';

/** One row of the results panel; `text` is what highlighting copies into the input. */
export type ResultRow =
  | { kind: 'suggestion'; text: string; suggestion: Suggestion }
  | { kind: 'result'; text: string; result: SearchResult }
  | { kind: 'facet'; text: string; facet: FacetCount; label: string; iconUrl: string; facetKind: 'service' | 'contentType' };

export interface ResultSection {
  id: SectionId;
  /** Rows with their index in the whole list (the highlight index). */
  rows: { row: ResultRow; index: number }[];
}

export interface RowsInput {
  filterValue: SearchScope;
  savedQuery: string;
  searchQuery: string;
  recentQueries: readonly string[];
  autocompleteTerms: readonly string[];
  allResults: readonly SearchResult[];
  marketplace: readonly SearchResult[];
  services: readonly FacetCount[];
  contentTypes: readonly FacetCount[];
  serviceLookup: ServiceLookup;
}

/**
 * The visible sections in SPEC §2 order: suggestions, all-content, marketplace, services and
 * content types; suggestions, all-content and facets only in scope all; empty sections left out.
 */
export function resultSections(input: RowsInput): ResultSection[] {
  const all = input.filterValue === 'all';
  // A facet row reads '{query} in {label}' (SPEC §4), from the searched query when there is one.
  const facetQuery = input.savedQuery || input.searchQuery;
  const lists: [SectionId, ResultRow[]][] = [
    [
      'suggestions',
      all
        ? // A suggestion that repeats a result of the panel would be the same row twice.
          suggestionMerge(input.savedQuery, input.recentQueries, input.autocompleteTerms, input.allResults.map((result) => result.label)).map((suggestion) => ({
            kind: 'suggestion',
            text: suggestion.label,
            suggestion,
          }))
        : [],
    ],
    ['allResults', all ? input.allResults.map((result) => ({ kind: 'result', text: result.label, result })) : []],
    [
      'marketplace',
      isMarketplaceScope(input.filterValue) ? input.marketplace.map((result) => ({ kind: 'result', text: result.label, result })) : [],
    ],
    [
      'services',
      all
        ? input.services.map((facet) => {
            const entry = input.serviceLookup[facet.type];
            const label = entry?.label ?? facet.type;
            return { kind: 'facet', facetKind: 'service', text: `${facetQuery} in ${label}`, facet, label, iconUrl: entry?.iconUrl ?? '' };
          })
        : [],
    ],
    [
      'contentTypes',
      all
        ? input.contentTypes.map((facet) => ({
            kind: 'facet',
            facetKind: 'contentType',
            text: `${facetQuery} in ${facet.type}`,
            facet,
            label: facet.type,
            iconUrl: '',
          }))
        : [],
    ],
  ];
  let index = 0;
  const sections: ResultSection[] = [];
  for (const [id, rows] of lists) {
    if (rows.length === 0) continue;
    sections.push({ id, rows: rows.map((row) => ({ row, index: index++ })) });
  }
  return sections;
}

export function flatRows(sections: readonly ResultSection[]): ResultRow[] {
  return sections.flatMap((section) => section.rows.map(({ row }) => row));
}
