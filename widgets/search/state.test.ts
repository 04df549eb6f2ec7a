import { describe, expect, it } from 'vitest';
import { createInitialSearchState, searchReducer, type SearchAction, type SearchState } from './state.ts';

const run = (state: SearchState, ...actions: SearchAction[]) => actions.reduce(searchReducer, state);
const configured = (extra: Partial<Extract<SearchAction, { type: 'WidgetMounted' }>> = {}) =>
  run(createInitialSearchState(), {
    type: 'WidgetMounted',
    capabilities: ['appwise'],
    reseller: false,
    preselected: null,
    ...extra,
  });

describe('initial state', () => {
  it('starts in scope marketplace, results hidden, nothing highlighted', () => {
    const state = createInitialSearchState();
    expect(state).toMatchObject({ filterValue: 'marketplace', showResults: false, highlightIndex: -1, searchQuery: '', status: 'idle' });
  });

  it('a default search value is the saved query and is due for searching', () => {
    expect(createInitialSearchState('crm')).toMatchObject({ searchQuery: 'crm', savedQuery: 'crm', status: 'loading' });
  });
});

describe('WidgetMounted', () => {
  it('with a known capability the scopes are all and marketplace, and the scope is defaultFilter if valid', () => {
    expect(configured()).toMatchObject({ scopes: ['all', 'marketplace'], filterValue: 'all', capabilities: ['appwise'] });
    expect(configured({ defaultFilter: 'marketplace' }).filterValue).toBe('marketplace');
    expect(configured({ defaultFilter: 'everything' }).filterValue).toBe('all');
  });

  it('without capabilities only marketplace is offered', () => {
    expect(configured({ capabilities: [] })).toMatchObject({ scopes: ['marketplace'], filterValue: 'marketplace' });
  });

  it('the reseller variant adds providers and advisors and honours a preselected scope', () => {
    expect(configured({ reseller: true, preselected: 'providers' })).toMatchObject({
      scopes: ['all', 'marketplace', 'providers', 'advisors'],
      filterValue: 'providers',
    });
  });
});

describe('CapabilitiesChanged (capabilities that follow a late bootstrap)', () => {
  const changed = (state: SearchState, capabilities: Extract<SearchAction, { type: 'CapabilitiesChanged' }>['capabilities'], extra = {}) =>
    run(state, { type: 'CapabilitiesChanged', capabilities, reseller: false, preselected: null, ...extra });

  it('a capability arriving after mount offers all and starts there, as at mount', () => {
    const late = changed(configured({ capabilities: [] }), ['appwise']);
    expect(late).toMatchObject({ scopes: ['all', 'marketplace'], filterValue: 'all', capabilities: ['appwise'] });
    expect(changed(configured({ capabilities: [] }), ['appwise'], { defaultFilter: 'marketplace' }).filterValue).toBe('marketplace');
  });

  it('the same capabilities change nothing: the same state object', () => {
    const state = configured();
    expect(changed(state, ['appwise'])).toBe(state);
  });

  it('a scope the user chose stays while it is offered', () => {
    const chosen = run(configured(), { type: 'ScopeChosen', scope: 'marketplace' });
    expect(changed(chosen, ['appwise', 'appinsights'])).toMatchObject({ filterValue: 'marketplace', capabilities: ['appwise', 'appinsights'] });
  });

  it('losing every capability leaves marketplace only, closes the scope menu and searches the query there', () => {
    const typed = run(configured(), { type: 'QueryChanged', query: 'crm' }, { type: 'ScopeMenuOpened' });
    const lost = changed(typed, []);
    expect(lost).toMatchObject({ scopes: ['marketplace'], filterValue: 'marketplace', scopeMenuOpen: false, savedQuery: 'crm', status: 'loading' });
  });
});

it('ServicesArrived builds the service lookup with the built-ins', () => {
  const state = run(configured(), { type: 'ServicesArrived', services: [{ marketplace_product_uuid: 'b7c1', pretty_name: 'Dropbox' }] });
  expect(state.serviceLookup.b7c1?.label).toBe('Dropbox');
  expect(state.serviceLookup.messenger?.label).toBe('Messenger');
});

it('UserArrived sets the user id and restores the recent queries', () => {
  expect(run(configured(), { type: 'UserArrived', userId: 'u-1', recentQueries: ['zoom'] })).toMatchObject({
    userId: 'u-1',
    recentQueries: ['zoom'],
  });
});

it('InputFocused shows results', () => {
  expect(run(configured(), { type: 'InputFocused' }).showResults).toBe(true);
});

describe('QueryChanged', () => {
  it('saves the query, drops the highlight and marks a search due', () => {
    const state = run(configured(), { type: 'QueryChanged', query: 'crm' });
    expect(state).toMatchObject({ searchQuery: 'crm', savedQuery: 'crm', highlightIndex: -1, status: 'loading', showResults: true });
  });

  it('keeps at most 200 characters', () => {
    expect(run(configured(), { type: 'QueryChanged', query: 'x'.repeat(250) }).searchQuery).toHaveLength(200);
  });

  it("a 'word in word' query clears results instead of searching", () => {
    const withResults = run(configured(), { type: 'QueryChanged', query: 'crm' }, {
      type: 'ResultsArrived',
      query: 'crm',
      scope: 'all',
      results: { allResults: [{ label: 'CRM notes' }], autocompleteTerms: ['crm'] },
    });
    const state = run(withResults, { type: 'QueryChanged', query: 'crm in Messenger' });
    expect(state).toMatchObject({ allResults: [], autocompleteTerms: [], status: 'idle' });
  });
});

it('HintAccepted puts the completed text in the input and searches it', () => {
  expect(run(configured(), { type: 'HintAccepted', text: 'invoices overdue' })).toMatchObject({
    searchQuery: 'invoices overdue',
    savedQuery: 'invoices overdue',
    status: 'loading',
  });
});

describe('ScopeChosen', () => {
  const full = run(configured(), { type: 'QueryChanged', query: 'crm' }, {
    type: 'ResultsArrived',
    query: 'crm',
    scope: 'all',
    results: {
      allResults: [{ label: 'a' }],
      services: [{ type: 'messenger', count: 1 }],
      contentTypes: [{ type: 'page', count: 1 }],
      autocompleteTerms: ['crm'],
    },
  });

  it('leaving scope all clears autocomplete, all-content, services and content types, and re-runs the search', () => {
    const state = run(full, { type: 'ScopeChosen', scope: 'marketplace' });
    expect(state).toMatchObject({
      filterValue: 'marketplace',
      allResults: [],
      services: [],
      contentTypes: [],
      autocompleteTerms: [],
      savedQuery: 'crm',
      status: 'loading',
    });
  });

  it('outside marketplace-type scopes marketplace results are cleared', () => {
    const market = run(full, { type: 'ScopeChosen', scope: 'marketplace' }, {
      type: 'ResultsArrived',
      query: 'crm',
      scope: 'marketplace',
      results: { marketplace: [{ label: 'Salesforce' }] },
    });
    expect(market.marketplace).toHaveLength(1);
    expect(run(market, { type: 'ScopeChosen', scope: 'all' }).marketplace).toEqual([]);
  });
});

it('ScopeMenuOpened opens the menu and closes the results panel; ScopeMenuClosed closes it', () => {
  const open = run(configured(), { type: 'InputFocused' }, { type: 'ScopeMenuOpened' });
  expect(open).toMatchObject({ scopeMenuOpen: true, showResults: false });
  expect(run(open, { type: 'ScopeMenuOpened' })).toBe(open);
  expect(run(open, { type: 'ScopeMenuClosed' }).scopeMenuOpen).toBe(false);
});

describe('ResultsArrived', () => {
  const searching = run(configured(), { type: 'QueryChanged', query: 'crm' });

  it('fills the lists it carries', () => {
    expect(run(searching, { type: 'ResultsArrived', query: 'crm', scope: 'all', results: { autocompleteTerms: ['crm'] } }).autocompleteTerms).toEqual(['crm']);
  });

  it('an answer for a query no longer current is ignored', () => {
    const moved = run(searching, { type: 'QueryChanged', query: 'crm tools' });
    expect(run(moved, { type: 'ResultsArrived', query: 'crm', scope: 'all', results: { autocompleteTerms: ['crm'] } })).toBe(moved);
  });

  it('an answer for another scope is ignored', () => {
    expect(run(searching, { type: 'ResultsArrived', query: 'crm', scope: 'marketplace', results: { marketplace: [{ label: 'x' }] } })).toBe(searching);
  });
});

it('SearchFinished marks the current search as answered, not an old one', () => {
  const searching = run(configured(), { type: 'QueryChanged', query: 'crm' });
  expect(run(searching, { type: 'SearchFinished', query: 'crm', scope: 'all' }).status).toBe('ready');
  expect(run(searching, { type: 'SearchFinished', query: 'cr', scope: 'all' }).status).toBe('loading');
});

describe('InputArrowDownPressed and InputArrowUpPressed', () => {
  const listed = run(configured(), { type: 'QueryChanged', query: 'inv' }, {
    type: 'ResultsArrived',
    query: 'inv',
    scope: 'all',
    results: { autocompleteTerms: ['invoices'], allResults: [{ label: 'Invoice #1042', url: 'https://m/1042' }] },
  });

  it('moves the highlight and copies the row text into the input, keeping the saved query', () => {
    const first = run(listed, { type: 'InputArrowDownPressed' });
    expect(first).toMatchObject({ highlightIndex: 0, searchQuery: 'invoices', savedQuery: 'inv', status: 'loading' });
    const second = run(first, { type: 'InputArrowDownPressed' }, { type: 'InputArrowDownPressed' });
    expect(second).toMatchObject({ highlightIndex: 1, searchQuery: 'Invoice #1042' });
  });

  it('moving up past the first row returns to the typed query', () => {
    const back = run(listed, { type: 'InputArrowDownPressed' }, { type: 'InputArrowUpPressed' });
    expect(back).toMatchObject({ highlightIndex: -1, searchQuery: 'inv' });
  });

  it('with results hidden the first arrow press only shows them', () => {
    const hidden = run(listed, { type: 'InputEscapePressed' });
    expect(run(hidden, { type: 'InputArrowDownPressed' })).toMatchObject({ showResults: true, highlightIndex: -1 });
  });
});

it('ResultChosen sets the query text and the result URL', () => {
  const listed = run(configured(), { type: 'QueryChanged', query: 'inv' }, {
    type: 'ResultsArrived',
    query: 'inv',
    scope: 'all',
    results: { allResults: [{ label: 'Invoice #1042', url: 'https://m/1042' }] },
  });
  expect(run(listed, { type: 'ResultChosen', index: 0 })).toMatchObject({
    searchQuery: 'Invoice #1042',
    resultUrl: 'https://m/1042',
    showResults: false,
  });
});

describe('QuerySubmitted', () => {
  it('hides results and, in scope all, adds the query to recent queries', () => {
    const state = run(configured(), { type: 'QueryChanged', query: 'zoom' }, { type: 'QuerySubmitted', query: 'zoom' });
    expect(state).toMatchObject({ showResults: false, highlightIndex: -1, recentQueries: ['zoom'] });
  });

  it('outside scope all recent queries are left alone', () => {
    const state = run(configured({ defaultFilter: 'marketplace' }), { type: 'QuerySubmitted', query: 'zoom' });
    expect(state.recentQueries).toEqual([]);
  });
});

it('InputEscapePressed closes results and the menu, and returns to the typed query', () => {
  const listed = run(configured(), { type: 'QueryChanged', query: 'inv' }, {
    type: 'ResultsArrived',
    query: 'inv',
    scope: 'all',
    results: { autocompleteTerms: ['invoices'] },
  }, { type: 'InputArrowDownPressed' });
  expect(run(listed, { type: 'InputEscapePressed' })).toMatchObject({ showResults: false, highlightIndex: -1, searchQuery: 'inv' });
});

it('OutsidePressed closes the results panel and the scope menu', () => {
  const menu = run(configured(), { type: 'ScopeMenuOpened' });
  expect(run(menu, { type: 'OutsidePressed' })).toMatchObject({ scopeMenuOpen: false, showResults: false });
  const shown = run(configured(), { type: 'InputFocused' });
  expect(run(shown, { type: 'OutsidePressed' }).showResults).toBe(false);
});
