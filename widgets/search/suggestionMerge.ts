import { MAX_LEADING_RECENTS, MAX_SUGGESTIONS, SUGGESTION_SOURCE_LIMIT } from './constants.ts';
import { labelKey } from './labelKey.ts';
import { suggestionFilter } from './suggestionFilter.ts';
import type { Suggestion } from './types.ts';

/**
 * The suggestions list (SPEC §4): recents matching the trimmed saved query by case-insensitive
 * prefix and autocomplete terms, 5 of each considered; at most 2 recents lead, autocomplete terms
 * that repeat those 2 are dropped, other recents follow; at most 5 in all. Only readable labels
 * are candidates, each once (suggestionFilter), and none that repeats a row in `shownLabels`.
 */
export function suggestionMerge(
  savedQuery: string,
  recents: readonly string[],
  autocompleteTerms: readonly string[],
  shownLabels: readonly string[] = [],
): Suggestion[] {
  const prefix = labelKey(savedQuery);
  const matching = suggestionFilter(recents, shownLabels)
    .filter((recent) => labelKey(recent).startsWith(prefix))
    .slice(0, SUGGESTION_SOURCE_LIMIT);
  const leading = matching.slice(0, MAX_LEADING_RECENTS);
  const terms = suggestionFilter(autocompleteTerms, [...shownLabels, ...leading]).slice(0, SUGGESTION_SOURCE_LIMIT);
  const taken = new Set([...leading, ...terms].map(labelKey));
  const trailing = matching.slice(MAX_LEADING_RECENTS).filter((recent) => !taken.has(labelKey(recent)));
  return [
    ...leading.map((label): Suggestion => ({ source: 'recent', label })),
    ...terms.map((label): Suggestion => ({ source: 'autocomplete', label })),
    ...trailing.map((label): Suggestion => ({ source: 'recent', label })),
  ].slice(0, MAX_SUGGESTIONS);
}
