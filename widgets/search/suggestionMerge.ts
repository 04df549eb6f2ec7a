import { MAX_LEADING_RECENTS, MAX_SUGGESTIONS, SUGGESTION_SOURCE_LIMIT } from './constants.ts';
import type { Suggestion } from './types.ts';

/**
 * The suggestions list (SPEC §4): recents matching the trimmed saved query by case-insensitive
 * prefix and autocomplete terms, 5 of each considered; at most 2 recents lead, autocomplete terms
 * that repeat those 2 are dropped, other recents follow; at most 5 in all.
 */
export function suggestionMerge(savedQuery: string, recents: readonly string[], autocompleteTerms: readonly string[]): Suggestion[] {
  const prefix = savedQuery.trim().toLowerCase();
  const matching = recents.filter((recent) => recent.trim().toLowerCase().startsWith(prefix)).slice(0, SUGGESTION_SOURCE_LIMIT);
  const leading = matching.slice(0, MAX_LEADING_RECENTS);
  const taken = new Set(leading.map((recent) => recent.trim().toLowerCase()));
  const terms = autocompleteTerms.slice(0, SUGGESTION_SOURCE_LIMIT).filter((term) => !taken.has(term.trim().toLowerCase()));
  for (const term of terms) taken.add(term.trim().toLowerCase());
  const trailing = matching.slice(MAX_LEADING_RECENTS).filter((recent) => !taken.has(recent.trim().toLowerCase()));
  return [
    ...leading.map((label): Suggestion => ({ source: 'recent', label })),
    ...terms.map((label): Suggestion => ({ source: 'autocomplete', label })),
    ...trailing.map((label): Suggestion => ({ source: 'recent', label })),
  ].slice(0, MAX_SUGGESTIONS);
}
