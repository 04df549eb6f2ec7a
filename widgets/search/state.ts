/**
 * The search widget's state (SPEC §3 "Widget state") and its pure reducer (SPEC §4 "Search widget").
 * Change types are named after the event that causes them; no I/O here.
 */
import { isMarketplaceScope } from './availableScopes.ts';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { mountedScopes } from './mountedScopes.ts';
import { isSearchable } from './isSearchable.ts';
import type { SearchCapability } from './knownCapabilities.ts';
import { addRecentQuery } from './recentQueries.ts';
import { panelRows } from './panelRows.ts';
import { serviceLookup } from './serviceLookup.ts';
import type { EnabledService, FacetCount, SearchResult, SearchScope, ServiceLookup } from './types.ts';

/** idle: nothing searched; loading: a search is due or in flight; ready: its answers are in. */
export type SearchStatus = 'idle' | 'loading' | 'ready';

export interface SearchState {
  capabilities: SearchCapability[];
  scopes: SearchScope[];
  filterValue: SearchScope;
  /** The text in the input. */
  searchQuery: string;
  /** The query last searched; highlighting changes searchQuery but not this. */
  savedQuery: string;
  marketplace: SearchResult[];
  allResults: SearchResult[];
  services: FacetCount[];
  contentTypes: FacetCount[];
  autocompleteTerms: string[];
  recentQueries: string[];
  showResults: boolean;
  scopeMenuOpen: boolean;
  serviceLookup: ServiceLookup;
  highlightIndex: number;
  resultUrl: string;
  userId: string | null;
  status: SearchStatus;
}

/** The result lists one search fills; ResultsArrived carries any of them. */
export type ResultLists = Pick<SearchState, 'marketplace' | 'allResults' | 'services' | 'contentTypes' | 'autocompleteTerms'>;

/** What decides the scopes offered and the scope at start (SPEC §2, §4). */
export interface ScopeInputs {
  capabilities: SearchCapability[];
  reseller: boolean;
  defaultFilter?: string;
  preselected: SearchScope | null;
}

export type SearchAction =
  | ({ type: 'WidgetMounted' } & ScopeInputs)
  | ({ type: 'CapabilitiesChanged' } & ScopeInputs)
  | { type: 'ServicesArrived'; services: EnabledService[] }
  | { type: 'UserArrived'; userId: string | null; recentQueries: string[] }
  | { type: 'InputFocused' }
  | { type: 'QueryChanged'; query: string }
  | { type: 'HintAccepted'; text: string }
  | { type: 'ScopeChosen'; scope: SearchScope }
  | { type: 'ScopeMenuOpened' }
  | { type: 'ScopeMenuClosed' }
  | { type: 'ResultsArrived'; query: string; scope: SearchScope; results: Partial<ResultLists> }
  | { type: 'SearchFinished'; query: string; scope: SearchScope }
  | { type: 'InputArrowDownPressed' }
  | { type: 'InputArrowUpPressed' }
  | { type: 'ResultChosen'; index: number }
  | { type: 'QuerySubmitted'; query: string }
  | { type: 'InputEscapePressed' }
  | { type: 'OutsidePressed' };

const emptyLists: ResultLists = { marketplace: [], allResults: [], services: [], contentTypes: [], autocompleteTerms: [] };

export function createInitialSearchState(defaultQuery = ''): SearchState {
  const query = defaultQuery.slice(0, MAX_QUERY_LENGTH);
  return {
    capabilities: [],
    scopes: ['marketplace'],
    filterValue: 'marketplace',
    searchQuery: query,
    savedQuery: query,
    ...emptyLists,
    recentQueries: [],
    showResults: false,
    scopeMenuOpen: false,
    serviceLookup: serviceLookup([]),
    highlightIndex: -1,
    resultUrl: '',
    userId: null,
    status: isSearchable(query) ? 'loading' : 'idle',
  };
}

/** Every search saves the query and drops the highlight; an unsearchable query clears results (SPEC §4, §5). */
function search(state: SearchState, query: string): SearchState {
  const next = { ...state, searchQuery: query, savedQuery: query, highlightIndex: -1, resultUrl: '' };
  return isSearchable(query) ? { ...next, status: 'loading' } : { ...next, ...emptyLists, status: 'idle' };
}

/** Leaving scope all drops its lists; outside marketplace-type scopes marketplace results go (SPEC §4). */
function clearForScope(state: SearchState, scope: SearchScope): SearchState {
  let next = { ...state, filterValue: scope };
  if (scope !== 'all') next = { ...next, autocompleteTerms: [], allResults: [], services: [], contentTypes: [] };
  if (!isMarketplaceScope(scope)) next = { ...next, marketplace: [] };
  return next;
}

/**
 * The capabilities can arrive after mount (they follow the bootstrap's My Apps, SPEC §6, and a slow
 * bootstrap answers after the first render): the scopes follow them. A scope the user could have
 * chosen (more than one was offered) stays while it is offered; otherwise the scope is the one the
 * new capabilities give at start, and a query in the input is searched again in it.
 */
function capabilitiesChanged(state: SearchState, inputs: ScopeInputs): SearchState {
  const { scopes, scope: atStart } = mountedScopes(inputs);
  if (scopes.join() === state.scopes.join() && inputs.capabilities.join() === state.capabilities.join()) return state;
  const chosen = state.scopes.length > 1 && scopes.includes(state.filterValue);
  const scope = chosen ? state.filterValue : atStart;
  const next = { ...state, capabilities: inputs.capabilities, scopes, scopeMenuOpen: state.scopeMenuOpen && scopes.length > 1 };
  return scope === state.filterValue ? next : search(clearForScope(next, scope), state.searchQuery);
}

function rowsOf(state: SearchState) {
  return panelRows(state).rows;
}

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'WidgetMounted': {
      // The config is applied first of all (SPEC §4 startup).
      const { scopes, scope } = mountedScopes(action);
      return { ...clearForScope(state, scope), capabilities: action.capabilities, scopes };
    }
    case 'CapabilitiesChanged':
      return capabilitiesChanged(state, action);
    case 'ServicesArrived':
      return { ...state, serviceLookup: serviceLookup(action.services) };
    case 'UserArrived':
      return { ...state, userId: action.userId, recentQueries: action.recentQueries };
    case 'InputFocused':
      return state.showResults && !state.scopeMenuOpen ? state : { ...state, showResults: true, scopeMenuOpen: false };
    case 'QueryChanged':
      return { ...search(state, action.query.slice(0, MAX_QUERY_LENGTH)), showResults: true };
    case 'HintAccepted':
      return { ...search(state, action.text.slice(0, MAX_QUERY_LENGTH)), showResults: true };
    case 'ScopeChosen':
      return { ...search(clearForScope(state, action.scope), state.searchQuery), scopeMenuOpen: false, showResults: true };
    case 'ScopeMenuOpened':
      // Opening the scope menu closes the results panel (SPEC §2).
      return state.scopeMenuOpen ? state : { ...state, scopeMenuOpen: true, showResults: false };
    case 'ScopeMenuClosed':
      return state.scopeMenuOpen ? { ...state, scopeMenuOpen: false } : state;
    case 'ResultsArrived':
      // An answer for a query or scope that is no longer current is ignored (SPEC §4).
      if (action.query !== state.savedQuery || action.scope !== state.filterValue) return state;
      return { ...state, ...action.results };
    case 'SearchFinished':
      if (action.query !== state.savedQuery || action.scope !== state.filterValue) return state;
      return { ...state, status: 'ready' };
    case 'InputArrowDownPressed':
    case 'InputArrowUpPressed': {
      if (!state.showResults) return { ...state, showResults: true };
      const rows = rowsOf(state);
      if (rows.length === 0) return state;
      const step = action.type === 'InputArrowDownPressed' ? 1 : -1;
      const index = Math.min(Math.max(state.highlightIndex + step, -1), rows.length - 1);
      if (index === state.highlightIndex) return state;
      // Back above the first row the input shows the typed query again (SPEC §2).
      return { ...state, highlightIndex: index, searchQuery: index === -1 ? state.savedQuery : (rows[index]?.text ?? state.searchQuery) };
    }
    case 'ResultChosen': {
      const row = rowsOf(state)[action.index];
      if (!row) return state;
      return {
        ...state,
        highlightIndex: action.index,
        // The row either opens in a new window or is searched: the panel's job is done.
        showResults: false,
        searchQuery: row.text,
        resultUrl: row.kind === 'result' ? (row.result.url ?? '') : '',
      };
    }
    case 'QuerySubmitted':
      return {
        ...state,
        searchQuery: action.query,
        showResults: false,
        scopeMenuOpen: false,
        highlightIndex: -1,
        recentQueries: state.filterValue === 'all' ? addRecentQuery(state.recentQueries, action.query) : state.recentQueries,
      };
    case 'InputEscapePressed':
      return {
        ...state,
        showResults: false,
        scopeMenuOpen: false,
        highlightIndex: -1,
        searchQuery: state.highlightIndex >= 0 ? state.savedQuery : state.searchQuery,
      };
    case 'OutsidePressed':
      return state.showResults || state.scopeMenuOpen ? { ...state, showResults: false, scopeMenuOpen: false, highlightIndex: -1 } : state;
  }
}
