/**
 * The search widget's state hook (React Aria's useComboBoxState): the store (searchStore) and
 * everything timed or loaded. Startup loads services and the user, recent queries persist in
 * local storage, and the debounced search guards against stale answers (an AbortController plus
 * the reducer's query check). It knows no DOM; nothing keeps running after unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomSearchQuery } from '../../engine/core/config/searchOptions.ts';
import type { NavEnv } from '../../engine/core/env.ts';
import { useStoreSlice } from '../../ui/useStoreSlice.ts';
import { chosenRowTarget, type ChosenRowTarget } from './chosenRowTarget.ts';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';
import { isSearchable } from './isSearchable.ts';
import { loadRecentQueries, saveRecentQueries } from './recentQueriesStorage.ts';
import { panelRows } from './panelRows.ts';
import { runSearch } from './runSearch.ts';
import { scopeInputs } from './scopeInputs.ts';
import { createMountedSearchState, createSearchSetup, type SearchSetup } from './searchSetup.ts';
import { loadSlice } from './searchSlices.ts';
import { createSearchStore } from './searchStore.ts';
import { searchReducer, type ResultLists } from './state.ts';
import { submitRoute } from './submitRoute.ts';
import type { SearchConfig, SearchNavigator } from './types.ts';

interface SearchStateOptions {
  config: SearchConfig;
  env: NavEnv;
  navigator: SearchNavigator;
  customSearchQuery?: CustomSearchQuery;
  /** Typed before the widget was there (SearchWidgetProps.initialQuery). */
  initialQuery?: string | undefined;
}

export function useSearchState({ config, env, navigator, customSearchQuery, initialQuery }: SearchStateOptions) {
  // Config is read once, at mount, like the startup order of SPEC §4 ("config is applied" first).
  const setupRef = useRef<SearchSetup | null>(null);
  if (!setupRef.current) setupRef.current = createSearchSetup(config, env);
  const setup = setupRef.current;
  const [store] = useState(() => {
    const mounted = createMountedSearchState(config, env, setup.lines, customSearchQuery);
    return createSearchStore(initialQuery === undefined ? mounted : searchReducer(mounted, { type: 'QueryChanged', query: initialQuery }));
  });
  const { dispatch } = store;
  const latest = useRef({ config, env, navigator });
  latest.current = { config, env, navigator };

  // The rest of the config is read at mount; the capabilities are followed, since they come from
  // the bootstrap, which may answer after the first render (the reducer keeps a chosen scope).
  const capabilitiesKey = (config.capabilities ?? []).join();
  useEffect(() => {
    const { config: current, env: environment } = latest.current;
    dispatch({ type: 'CapabilitiesChanged', ...scopeInputs(current, environment, setup.lines) });
  }, [capabilitiesKey, setup, dispatch]);

  // Startup (SPEC §4): services, then the user and that user's recent queries.
  const { hasUserScope, userId, recentQueries, savedQuery, filterValue } = useStoreSlice(store, loadSlice);
  useEffect(() => {
    if (!hasUserScope) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const services = await setup.api.enabledServices(signal);
      if (signal.aborted) return;
      dispatch({ type: 'ServicesArrived', services });
      const user = await setup.api.currentUser(signal);
      if (signal.aborted) return;
      dispatch({ type: 'UserArrived', userId: user, recentQueries: user ? loadRecentQueries(env.localStorage, user) : [] });
    })();
    return () => controller.abort();
  }, [hasUserScope, setup, env, dispatch]);

  useEffect(() => {
    if (userId) saveRecentQueries(env.localStorage, userId, recentQueries);
  }, [env, userId, recentQueries]);

  // The debounced search; a newer query or scope, or unmount, cancels the timer and aborts the calls.
  useEffect(() => {
    if (!isSearchable(savedQuery)) return;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      const arrive = (results: Partial<ResultLists>) => {
        if (!signal.aborted) dispatch({ type: 'ResultsArrived', query: savedQuery, scope: filterValue, results });
      };
      void runSearch(setup.api, savedQuery, filterValue, setup.lines, signal, arrive).then(() => {
        if (!signal.aborted) dispatch({ type: 'SearchFinished', query: savedQuery, scope: filterValue });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [savedQuery, filterValue, setup, dispatch]);

  /** Searches a query: hides the results, remembers it, and goes where SPEC "Search submission" says. */
  const submit = useCallback(
    (query: string) => {
      const { config: cfg, env: environment, navigator: nav } = latest.current;
      const scope = store.getState().filterValue;
      dispatch({ type: 'QuerySubmitted', query });
      const text = query.trim();
      if (!text) return;
      const route = submitRoute(text, {
        scope,
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
    [setup, store, dispatch],
  );

  /** Chooses a row and opens a result's URL; a row to search is handed back for the caller to submit. */
  const choose = useCallback(
    (index: number): ChosenRowTarget => {
      // The rows of the moment of the choice (rows stay the same objects while their lists do).
      const row = panelRows(store.getState()).rows[index];
      if (!row) return { kind: 'none' };
      dispatch({ type: 'ResultChosen', index });
      const target = chosenRowTarget(row);
      if (target.kind === 'open') latest.current.navigator.open(target.url);
      return target;
    },
    [store, dispatch],
  );

  return { store, submit, choose };
}

export type SearchStateBindings = ReturnType<typeof useSearchState>;
