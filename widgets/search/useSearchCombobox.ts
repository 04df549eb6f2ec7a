/**
 * The search widget's behaviour hook (React Aria's useComboBox): focus and presses outside, the
 * form, the listbox and its options, the submit button and the scope menu, over the store of
 * useSearchState. The input's own props come from useSearchInput, in the field that shows them:
 * the keys typed there re-render the field, not the widget. Handlers read the store at the moment
 * of the event, so they stay the same functions while the state changes.
 */
import { useCallback, useEffect, useId, useMemo, useRef, type FormEvent, type MouseEvent } from 'react';
import { useOutsidePress } from '../../ui/useOutsidePress.ts';
import { resultsAnnouncement } from './resultsAnnouncement.ts';
import type { widgetSlice } from './searchSlices.ts';
import type { SearchStateBindings } from './useSearchState.ts';
import type { SearchConfig, SearchScope, Translate } from './types.ts';

interface SearchComboboxOptions {
  config: SearchConfig;
  t: Translate;
  /** What the widget shows (widgetSlice). */
  view: ReturnType<typeof widgetSlice>;
}

// A press on a row keeps focus in the input, so the combobox stays the one focused control.
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function useSearchCombobox({ config, t, view }: SearchComboboxOptions, search: SearchStateBindings) {
  const { store } = search;
  const { dispatch } = store;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const composingRef = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  // Clicking (or focusing) outside closes the panel and the scope menu.
  useOutsidePress({
    active: view.showResults || view.scopeMenuOpen,
    inside: rootRef,
    onOutsidePress: () => dispatch({ type: 'OutsidePressed' }),
  });

  useEffect(() => {
    if (config.focusOnLoad) inputRef.current?.focus();
    // Only once, at mount: a later config change must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Searching blurs the input (SPEC §4).
  const { submit: submitQuery, choose: chooseRow } = search;
  const submit = useCallback(
    (query: string) => {
      inputRef.current?.blur();
      submitQuery(query);
    },
    [submitQuery],
  );
  const choose = useCallback(
    (index: number) => {
      const target = chooseRow(index);
      if (target.kind === 'search') submit(target.text);
    },
    [chooseRow, submit],
  );

  // Stable while the rows are: a highlight move re-renders only the rows whose state changed.
  const getOptionProps = useCallback(
    (index: number, highlighted: boolean) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': highlighted,
      onMouseDown: keepFocus,
      onClick: () => choose(index),
    }),
    [optionId, choose],
  );

  // Stable while the menu stays open or closed: the memoized scope menu skips the widget's other renders.
  const scopeMenuOpen = view.scopeMenuOpen;
  const scopeMenuProps = useMemo(
    () => ({
      open: scopeMenuOpen,
      onOpen: () => dispatch({ type: 'ScopeMenuOpened' }),
      onClose: () => dispatch({ type: 'ScopeMenuClosed' }),
      onChoose: (scope: SearchScope) => {
        dispatch({ type: 'ScopeChosen', scope });
        inputRef.current?.focus();
      },
    }),
    [scopeMenuOpen, dispatch],
  );

  /** What the field's useSearchInput shares with the widget; stable, so the memoized field skips the widget's renders. */
  const inputBindings = useMemo(() => ({ store, inputRef, composingRef, listboxId, optionId, submit, choose }), [store, listboxId, optionId, submit, choose]);

  return {
    rootRef,
    formProps: {
      role: 'search' as const,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        // The form's implicit submission on an Enter that confirms an IME candidate: not a search.
        if (!composingRef.current) submit(store.getState().searchQuery);
      },
    },
    inputBindings,
    submitButtonProps: { type: 'submit' as const, 'aria-label': t('unav.search.submit') },
    listboxProps: { id: listboxId, role: 'listbox' as const, 'aria-label': t('unav.search.results') },
    getOptionProps,
    announcement: resultsAnnouncement(view.open, view.status, view.rowCount, t),
    scopeMenuProps,
  };
}

export type OptionProps = ReturnType<ReturnType<typeof useSearchCombobox>['getOptionProps']>;
export type SearchInputBindings = ReturnType<typeof useSearchCombobox>['inputBindings'];
