import { completionHint } from './completionHint.ts';
import type { SearchState } from './state.ts';
import type { Suggestion } from './types.ts';

type TypingState = Pick<SearchState, 'showResults' | 'highlightIndex' | 'searchQuery' | 'filterValue'>;

/**
 * The completion hint the input shows (completionHint), only while the user types into open results,
 * as the APG's combobox with inline autocomplete has it: once the results close, or while the
 * highlight has put a row's text in the input, it would complete something the user did not type.
 */
export function inlineCompletion(state: TypingState, suggestions: readonly Suggestion[]): string | null {
  if (!state.showResults || state.highlightIndex >= 0) return null;
  return completionHint(state.searchQuery, state.filterValue, suggestions);
}
