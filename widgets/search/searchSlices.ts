import { inlineCompletion } from './inlineCompletion.ts';
import { panelRows } from './panelRows.ts';
import { panelVisible, resultsShown } from './resultsVisibility.ts';
import type { SearchState } from './state.ts';
import { suggestionMerge } from './suggestionMerge.ts';

/**
 * Whether the results panel shows (SPEC §2, §4): results shown, and rows or no hideOnEmpty. A
 * caller that has the rows already gives their count.
 */
export function panelOpen(state: SearchState, hideOnEmpty: boolean, rowCount = panelRows(state).rows.length): boolean {
  const shown = resultsShown(state.showResults, state.searchQuery, state.filterValue, state.recentQueries.length);
  return panelVisible(shown, rowCount, hideOnEmpty);
}

/** The input's completion hint (inlineCompletion), its suggestions merged only when one can show. */
export function inputHint(state: SearchState): string | null {
  const suggestions = state.showResults && state.highlightIndex < 0 ? suggestionMerge(state.savedQuery, state.recentQueries, state.autocompleteTerms) : [];
  return inlineCompletion(state, suggestions);
}

/**
 * What the widget's frame shows: the bar, the panel and its groups, the live region. Neither the
 * highlight nor the text in the input is in it, so an arrow key leaves it as it was.
 */
export function widgetSlice(state: SearchState, hideOnEmpty: boolean) {
  const { sections, rows } = panelRows(state);
  return {
    scopes: state.scopes,
    filterValue: state.filterValue,
    scopeMenuOpen: state.scopeMenuOpen,
    showResults: state.showResults,
    status: state.status,
    sections,
    rowCount: rows.length,
    open: panelOpen(state, hideOnEmpty, rows.length),
  };
}

/** What the input and its hint show: the text, the highlighted option, the hint. */
export function fieldSlice(state: SearchState, hideOnEmpty: boolean) {
  return {
    searchQuery: state.searchQuery,
    highlightIndex: state.highlightIndex,
    filterValue: state.filterValue,
    open: panelOpen(state, hideOnEmpty),
    hint: inputHint(state),
  };
}

/** What the startup, the stored recent queries and the debounced search follow. */
export function loadSlice(state: SearchState) {
  return {
    hasUserScope: state.scopes.includes('all'),
    userId: state.userId,
    recentQueries: state.recentQueries,
    savedQuery: state.savedQuery,
    filterValue: state.filterValue,
  };
}
