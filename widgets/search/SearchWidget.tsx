/**
 * The global search widget (SPEC §2 "Search bar"): scope menu, combobox input with an inline
 * completion, submit button and grouped live results. Works inside the header (the header passes
 * env and t from its NavProvider) and on its own in an element with id adsearch.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { CustomSearchQuery } from '../../engine/core/config/searchOptions.ts';
import type { NavEnv } from '../../engine/core/env.ts';
import { builtInTexts } from '../../engine/core/translations/builtInTexts.ts';
import { createTranslator } from '../../engine/core/translations/createTranslator.ts';
import { createBrowserEnv } from '../../engine/browser/browserEnv.ts';
import { openState } from '../../ui/openState.ts';
import { useBrowserLayoutEffect } from '../../ui/useBrowserLayoutEffect.ts';
import { useStoreSlice } from '../../ui/useStoreSlice.ts';
import { browserNavigator } from './browserNavigator.ts';
import { SubmitIcon } from './icons.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { ScopeMenu } from './ScopeMenu.tsx';
import { SearchField } from './SearchField.tsx';
import searchPanelCss from './searchPanel.css?inline';
import { widgetSlice } from './searchSlices.ts';
import type { SearchState } from './state.ts';
import type { SearchConfig, SearchNavigator, Translate } from './types.ts';
import { useSearchCombobox } from './useSearchCombobox.ts';
import { useSearchState } from './useSearchState.ts';

/** The widget's open states' CSS (its menu, panel and live region), added before it first renders. */
export const stylesheet = searchPanelCss;

/** The props of the package's SearchWidget (runtime/composition/LazySearchWidget.tsx), this view's and its loading stand-in. */
export interface SearchWidgetProps {
  config: SearchConfig;
  /** The placeholder outside listing and product-line pages. ['Search'] */
  placeholder?: string;
  /** Provides the default search value when the hash has no 'search='. [''] */
  customSearchQuery?: CustomSearchQuery;
  /** Where calls, storage and location come from. [built from window] */
  env?: NavEnv;
  /** Translated texts. [the built-in English texts] */
  t?: Translate;
  /** Where submitted searches and chosen results go. [the browser's location and window.open] */
  navigator?: SearchNavigator;
  /** The search landmark's name, when a page has more than one search box. [none] */
  label?: string;
  /** What holds the widget's place while its code loads. [nothing] */
  fallback?: ReactNode;
  /** Text typed before the widget was there (into a stand-in): the widget starts from it. [none] */
  initialQuery?: string;
  /** Focuses the input at mount, as a stand-in that had the focus hands it over. [false] */
  autoFocus?: boolean;
}

const builtInT: Translate = createTranslator(builtInTexts);

export function SearchWidget({ config, placeholder, customSearchQuery, env, t = builtInT, navigator, label, initialQuery, autoFocus = false }: Omit<SearchWidgetProps, 'fallback'>) {
  // The browser fallbacks are built only when no env or navigator is given.
  const [ownEnv] = useState(() => env ?? createBrowserEnv());
  const [ownNavigator] = useState(() => navigator ?? browserNavigator());
  const environment = env ?? ownEnv;
  const search = useSearchState({ config, env: environment, navigator: navigator ?? ownNavigator, customSearchQuery, initialQuery });
  const hideOnEmpty = config.hideOnEmpty ?? false;
  const view = useStoreSlice(search.store, useCallback((state: SearchState) => widgetSlice(state, hideOnEmpty), [hideOnEmpty]));
  const combobox = useSearchCombobox({ config, t, view }, search);
  const { inputRef } = combobox.inputBindings;
  // The focus is handed over once, at mount, in a layout effect: a key pressed right after the
  // widget replaced its stand-in reaches the input (a passive effect runs after the paint on Preact).
  const focusHandedOver = useRef(!autoFocus);
  useBrowserLayoutEffect(() => {
    const input = inputRef.current;
    if (focusHandedOver.current || !input) return;
    focusHandedOver.current = true;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [inputRef]);
  return (
    <div ref={combobox.rootRef} className="unav-search" data-state={openState(view.open)} data-scope={view.filterValue}>
      <form aria-label={label} className="unav-search__bar" {...combobox.formProps}>
        {view.scopes.length > 1 && <ScopeMenu scopes={view.scopes} value={view.filterValue} t={t} {...combobox.scopeMenuProps} />}
        <SearchField config={config} env={environment} t={t} placeholder={placeholder ?? t('unav.search.placeholder')} bindings={combobox.inputBindings} />
        <button className="unav-search__submit" {...combobox.submitButtonProps}>
          <SubmitIcon />
        </button>
      </form>
      {/* A closed panel that has rows stays mounted, hidden: reopening it (focus back in the input)
          shows the same rows again instead of building them anew, and the arrow keys that follow
          meet warm rows (bench/search: 1.28-1.41x against 1.47-1.74x, six alternated runs). */}
      {(view.open || view.sections.length > 0) && (
        <ResultsPanel
          hidden={!view.open}
          sections={view.sections}
          listboxProps={combobox.listboxProps}
          getOptionProps={combobox.getOptionProps}
          store={search.store}
          status={view.status}
          t={t}
        />
      )}
      <div role="status" aria-live="polite" className="unav-search__live">
        {combobox.announcement}
      </div>
    </div>
  );
}
