/**
 * The search widget's behaviour hook (React Aria's useComboBox): keys, IME composition, focus and
 * presses outside, over the state of useSearchState. It returns prop bags, with their ARIA, for
 * the form, the combobox input, the listbox and its options, the submit button and the scope menu.
 */
import { useCallback, useEffect, useId, useMemo, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { NavEnv } from '../../engine/core/env.ts';
import { useOutsidePress } from '../../ui/useOutsidePress.ts';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { isImeKey } from './isImeKey.ts';
import { keyName } from './keyName.ts';
import { placeholderFor } from './placeholderFor.ts';
import { resultsAnnouncement } from './resultsAnnouncement.ts';
import type { SearchStateBindings } from './useSearchState.ts';
import type { SearchConfig, SearchScope, Translate } from './types.ts';

interface SearchComboboxOptions {
  config: SearchConfig;
  env: NavEnv;
  t: Translate;
  placeholder: string;
}

// A press on a row keeps focus in the input, so the combobox stays the one focused control.
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function useSearchCombobox({ config, env, t, placeholder }: SearchComboboxOptions, search: SearchStateBindings) {
  const { state, dispatch, open, hint, rows } = search;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const composingRef = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  // Clicking (or focusing) outside closes the panel and the scope menu.
  useOutsidePress({
    active: state.showResults || state.scopeMenuOpen,
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isImeKey({ composing: composingRef.current, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode })) return;
    const input = event.currentTarget;
    const key = keyName(event);
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: key === 'ArrowDown' ? 'InputArrowDownPressed' : 'InputArrowUpPressed' });
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
        dispatch({ type: 'InputEscapePressed' });
        return;
    }
  };

  const inputProps = {
    ref: inputRef,
    type: 'text' as const,
    role: 'combobox' as const,
    value: state.searchQuery,
    maxLength: MAX_QUERY_LENGTH,
    placeholder: placeholderFor(env.location.pathname, placeholder, config.productLineNames ?? {}, t),
    'aria-label': t('unav.search.inputLabel'),
    'aria-expanded': open,
    'aria-controls': open ? listboxId : undefined,
    'aria-activedescendant': open && state.highlightIndex >= 0 ? optionId(state.highlightIndex) : undefined,
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

  // Stable while the menu stays open or closed: the memoized scope menu skips the renders of key presses in the input.
  const scopeMenuOpen = state.scopeMenuOpen;
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

  return {
    rootRef,
    formProps: {
      role: 'search' as const,
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        // The form's implicit submission on an Enter that confirms an IME candidate: not a search.
        if (!composingRef.current) submit(state.searchQuery);
      },
    },
    inputProps,
    submitButtonProps: { type: 'submit' as const, 'aria-label': t('unav.search.submit') },
    listboxProps: { id: listboxId, role: 'listbox' as const, 'aria-label': t('unav.search.results') },
    getOptionProps,
    announcement: resultsAnnouncement(open, state.status, rows.length, t),
    scopeMenuProps,
  };
}

export type OptionProps = ReturnType<ReturnType<typeof useSearchCombobox>['getOptionProps']>;
