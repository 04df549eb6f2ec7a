/**
 * A query is searchable with at least one character and not of the 'word in word' form
 * (SPEC §5): that form is what a facet row writes into the input, and it clears results.
 */
const WORD_IN_WORD = /^\S+\s+in\s+\S+$/;

export function isSearchable(query: string): boolean {
  const trimmed = query.trim();
  return trimmed.length >= 1 && !WORD_IN_WORD.test(trimmed);
}
