/**
 * Binds the search state to its calls and effects: startup loads, the debounced search with a
 * stale-answer guard (AbortController plus the reducer's query check), recent queries in local
 * storage, and the outside-click listener. Nothing keeps running after unmount.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import type { NavEnv } from '../../engine/core/env.ts';
import { createSearchApi, type SearchApi } from './api.ts';
import { completionHint } from './completionHint.ts';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';
import { defaultSearchValue, type CustomSearchQuery } from './defaultSearchValue.ts';
import { isSearchable } from './isSearchable.ts';
import { knownCapabilities } from './knownCapabilities.ts';
import { placeholderFor } from './placeholderFor.ts';
import { loadRecentQueries, saveRecentQueries } from './recentQueriesStorage.ts';
import { toLinkUrl } from '../../engine/core/url/urlPolicy.ts';
import { resellerEnvironment } from './resellerEnvironment.ts';
import { flatRows, resultSections } from './resultRows.ts';
import { panelVisible, resultsShown } from './resultsVisibility.ts';
import { resellerLines, scopeForProductLine, scopeProductLines, type ResellerLines } from './scopeProductLines.ts';
import { createInitialSearchState, searchReducer, type ResultLists, type SearchState } from './state.ts';
import { submitRoute } from './submitRoute.ts';
import { suggestionMerge } from './suggestionMerge.ts';
import type { SearchConfig, SearchNavigator, SearchScope } from './types.ts';

export type Translate = (key: string, ...args: (string | number)[]) => string;

export interface UseSearchOptions {
  config: SearchConfig;
  env: NavEnv;
  navigator: SearchNavigator;
  t: Translate;
  placeholder: string;
  customSearchQuery?: CustomSearchQuery;
}

interface Setup {
  api: SearchApi;
  marketUrl: string;
  lines: ResellerLines | null;
}

function initialState(config: SearchConfig, env: NavEnv, lines: ResellerLines | null, custom: CustomSearchQuery | undefined): SearchState {
  const pl = new URLSearchParams(env.location.search).get('pl');
  return searchReducer(createInitialSearchState(defaultSearchValue(env.location.hash, custom)), {
    type: 'ConfigApplied',
    capabilities: knownCapabilities(config.capabilities),
    reseller: lines !== null,
    defaultFilter: config.defaultFilter,
    preselected: scopeForProductLine(pl, lines),
  });
}

/** Runs the calls of one scope for one query, dispatching each answer as it comes. */
async function runSearch(
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

export function useSearch({ config, env, navigator, t, placeholder, customSearchQuery }: UseSearchOptions) {
  // Config is read once, at mount, like the startup order of SPEC §4 ("config is applied" first).
  const setupRef = useRef<Setup | null>(null);
  if (!setupRef.current) {
    const marketUrl = config.marketUrl ?? env.location.origin;
    const environment = resellerEnvironment(env.location.hostname, config.resellerHosts);
    setupRef.current = {
      api: createSearchApi(env, marketUrl, config.domain),
      marketUrl,
      lines: environment ? resellerLines(config, environment) : null,
    };
  }
  const setup = setupRef.current;
  const [state, dispatch] = useReducer(searchReducer, undefined, () => initialState(config, env, setup.lines, customSearchQuery));
  const latest = useRef({ state, config, env, navigator });
  latest.current = { state, config, env, navigator };

  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const composingRef = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const hasUserScope = state.scopes.includes('all');

  // Startup (SPEC §4): services, then the user and that user's recent queries.
  useEffect(() => {
    if (!hasUserScope) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const services = await setup.api.enabledServices(signal);
      if (signal.aborted) return;
      dispatch({ type: 'ServicesLoaded', services });
      const userId = await setup.api.currentUser(signal);
      if (signal.aborted) return;
      dispatch({ type: 'UserLoaded', userId, recentQueries: userId ? loadRecentQueries(env.localStorage, userId) : [] });
    })();
    return () => controller.abort();
  }, [hasUserScope, setup, env]);

  useEffect(() => {
    if (state.userId) saveRecentQueries(env.localStorage, state.userId, state.recentQueries);
  }, [env, state.userId, state.recentQueries]);

  // The debounced search; a newer query or scope, or unmount, cancels the timer and aborts the calls.
  const { savedQuery, filterValue } = state;
  useEffect(() => {
    if (!isSearchable(savedQuery)) return;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      const arrive = (results: Partial<ResultLists>) => {
        if (!signal.aborted) dispatch({ type: 'ResultsArrived', query: savedQuery, scope: filterValue, results });
      };
      void runSearch(setup.api, savedQuery, filterValue, setup.lines, signal, arrive).then(() => {
        if (!signal.aborted) dispatch({ type: 'SearchSettled', query: savedQuery, scope: filterValue });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [savedQuery, filterValue, setup]);

  // Rows depend on the lists and the searched query, not on the highlight or the text the highlight
  // copies into the input: moving the highlight keeps every row object, so unchanged rows skip
  // rendering. The input's text matters only before the first search (facet rows read it then).
  const { recentQueries, autocompleteTerms, allResults, marketplace, services, contentTypes, serviceLookup } = state;
  const rowsQuery = savedQuery === '' ? state.searchQuery : '';
  const sections = useMemo(
    () => resultSections({
      filterValue, savedQuery, searchQuery: rowsQuery, recentQueries, autocompleteTerms, allResults, marketplace, services, contentTypes, serviceLookup,
    }),
    [filterValue, savedQuery, rowsQuery, recentQueries, autocompleteTerms, allResults, marketplace, services, contentTypes, serviceLookup],
  );
  const rows = useMemo(() => flatRows(sections), [sections]);
  const shown = resultsShown(state.showResults, state.searchQuery, state.filterValue, state.recentQueries.length);
  const open = panelVisible(shown, rows.length, config.hideOnEmpty ?? false);
  // The completion belongs to the open results: once they close it would hint at nothing.
  const hint = useMemo(
    () =>
      state.showResults
        ? completionHint(state.searchQuery, state.filterValue, suggestionMerge(state.savedQuery, state.recentQueries, state.autocompleteTerms))
        : null,
    [state.showResults, state.searchQuery, state.savedQuery, state.filterValue, state.recentQueries, state.autocompleteTerms],
  );

  // Clicking (or focusing) outside closes the panel and the scope menu; listening only while open.
  const anythingOpen = state.showResults || state.scopeMenuOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onOutside = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current?.contains(target)) return;
      dispatch({ type: 'OutsideClicked' });
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [anythingOpen]);

  useEffect(() => {
    if (config.focusOnLoad) inputRef.current?.focus();
    // Only once, at mount: a later config change must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = useCallback(
    (query: string) => {
      const { state: current, config: cfg, env: environment, navigator: nav } = latest.current;
      dispatch({ type: 'Submitted', query });
      inputRef.current?.blur();
      const text = query.trim();
      if (!text) return;
      const route = submitRoute(text, {
        scope: current.filterValue,
        pathname: environment.location.pathname,
        search: environment.location.search,
        marketUrl: setup.marketUrl,
        storefrontBuilder: cfg.storefrontBuilder ?? false,
        resellerLines: setup.lines,
        hostHandles: { marketplace: !!cfg.onMarketplaceSearch, apps: !!cfg.onAppsSearch },
      });
      if (route.kind === 'hash') nav.setHash(route.hash);
      else if (route.kind === 'assign') nav.assign(route.url);
      else if (route.handler === 'apps') cfg.onAppsSearch?.(text);
      else cfg.onMarketplaceSearch?.(text);
    },
    [setup],
  );

  const choose = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row) return;
      dispatch({ type: 'ResultChosen', index });
      if (row.kind !== 'result' || !row.result.url) return submit(row.text);
      // SPEC §3: a result opens its URL in a new window, only a link the URL policy allows.
      const url = toLinkUrl(row.result.url);
      if (url) latest.current.navigator.open(url);
    },
    [rows, submit],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys confirm or move through an IME candidate list while composing; they are not ours.
    if (composingRef.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    const input = event.currentTarget;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'HighlightMoved', step: event.key === 'ArrowDown' ? 1 : -1 });
        return;
      case 'ArrowRight':
        if (hint && input.selectionStart === input.value.length) {
          event.preventDefault();
          dispatch({ type: 'HintAccepted', text: hint });
        }
        return;
      case 'Tab':
        if (event.shiftKey) return;
        if (hint) {
          event.preventDefault();
          dispatch({ type: 'HintAccepted', text: hint });
        } else if (open) {
          // Tab stays in the input while results show (SPEC §2); Escape closes them, then Tab moves on.
          event.preventDefault();
        }
        return;
      case 'Enter':
        event.preventDefault();
        if (open && state.highlightIndex >= 0) choose(state.highlightIndex);
        else submit(state.searchQuery);
        return;
      case 'Escape':
        if (open || state.scopeMenuOpen) event.preventDefault();
        dispatch({ type: 'InputKeyDownEscape' });
        return;
    }
  };

  const activeDescendant = open && state.highlightIndex >= 0 ? optionId(state.highlightIndex) : undefined;

  const inputProps = {
    ref: inputRef,
    type: 'text' as const,
    role: 'combobox' as const,
    value: state.searchQuery,
    maxLength: 200,
    placeholder: placeholderFor(env.location.pathname, placeholder, config.productLineNames ?? {}, t),
    'aria-label': t('unav.search.inputLabel'),
    'aria-expanded': open,
    'aria-controls': open ? listboxId : undefined,
    'aria-activedescendant': activeDescendant,
    'aria-autocomplete': state.filterValue === 'all' ? ('both' as const) : ('list' as const),
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => dispatch({ type: 'QueryChanged', query: event.target.value }),
    onFocus: () => dispatch({ type: 'InputFocused' }),
    onKeyDown,
    onCompositionStart: () => {
      composingRef.current = true;
    },
    onCompositionEnd: () => {
      composingRef.current = false;
    },
  };

  const settled = state.status !== 'loading';
  const count = rows.length;
  const announcement = open && state.status === 'settled'
    ? count === 0
      ? t('unav.search.noResults')
      : count === 1
        ? t('unav.search.oneResult')
        : t('unav.search.resultsCount', count)
    : '';

  return {
    state,
    sections,
    rows,
    open,
    settled,
    hint,
    announcement,
    rootRef,
    inputProps,
    listboxId,
    optionId,
    choose,
    submit: () => {
      // The form's implicit submission on an Enter that confirms an IME candidate: not a search.
      if (!composingRef.current) submit(state.searchQuery);
    },
    toggleScopeMenu: () => dispatch({ type: 'ScopeMenuToggled' }),
    closeScopeMenu: () => dispatch({ type: 'ScopeMenuClosed' }),
    chooseScope: (scope: SearchScope) => {
      dispatch({ type: 'FilterChanged', scope });
      inputRef.current?.focus();
    },
  };
}

export type SearchBindings = ReturnType<typeof useSearch>;
