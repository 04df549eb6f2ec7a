/**
 * The combobox input's behaviour (React Aria's useComboBox, its input part): keys, IME
 * composition, the text and its ARIA, read from the store in the field's own slice (fieldSlice),
 * so a key in the input re-renders the field and the rows whose highlight changed, not the widget.
 */
import { useCallback, type ChangeEvent, type KeyboardEvent } from 'react';
import type { NavEnv } from '../../engine/core/env.ts';
import { useStoreSlice } from '../../ui/useStoreSlice.ts';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { isImeKey } from './isImeKey.ts';
import { keyName } from './keyName.ts';
import { placeholderFor } from './placeholderFor.ts';
import { fieldSlice, inputHint, panelOpen } from './searchSlices.ts';
import type { SearchState } from './state.ts';
import type { SearchConfig, Translate } from './types.ts';
import type { SearchInputBindings } from './useSearchCombobox.ts';

interface SearchInputOptions {
  config: SearchConfig;
  env: NavEnv;
  t: Translate;
  placeholder: string;
}

export function useSearchInput({ config, env, t, placeholder }: SearchInputOptions, bindings: SearchInputBindings) {
  const { store, inputRef, composingRef, listboxId, optionId, submit, choose } = bindings;
  const { dispatch } = store;
  const hideOnEmpty = config.hideOnEmpty ?? false;
  const field = useStoreSlice(store, useCallback((state: SearchState) => fieldSlice(state, hideOnEmpty), [hideOnEmpty]));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isImeKey({ composing: composingRef.current, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode })) return;
    // The state of the moment of the key: a key pressed before the last one's render sees its change.
    const state = store.getState();
    const input = event.currentTarget;
    const key = keyName(event);
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: key === 'ArrowDown' ? 'InputArrowDownPressed' : 'InputArrowUpPressed' });
        return;
      case 'ArrowRight': {
        const hint = inputHint(state);
        if (hint && input.selectionStart === input.value.length) {
          event.preventDefault();
          dispatch({ type: 'HintAccepted', text: hint });
        }
        return;
      }
      case 'Tab': {
        if (event.shiftKey) return;
        const hint = inputHint(state);
        if (hint) {
          event.preventDefault();
          dispatch({ type: 'HintAccepted', text: hint });
        } else if (panelOpen(state, hideOnEmpty)) {
          // Tab stays in the input while results show (SPEC §2); Escape closes them, then Tab moves on.
          event.preventDefault();
        }
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (panelOpen(state, hideOnEmpty) && state.highlightIndex >= 0) choose(state.highlightIndex);
        else submit(state.searchQuery);
        return;
      case 'Escape':
        if (panelOpen(state, hideOnEmpty) || state.scopeMenuOpen) event.preventDefault();
        dispatch({ type: 'InputEscapePressed' });
        return;
    }
  };

  return {
    hint: field.hint,
    typed: field.searchQuery,
    inputProps: {
      ref: inputRef,
      type: 'text' as const,
      role: 'combobox' as const,
      value: field.searchQuery,
      maxLength: MAX_QUERY_LENGTH,
      placeholder: placeholderFor(env.location.pathname, placeholder, config.productLineNames ?? {}, t),
      'aria-label': t('unav.search.inputLabel'),
      'aria-expanded': field.open,
      'aria-controls': field.open ? listboxId : undefined,
      'aria-activedescendant': field.open && field.highlightIndex >= 0 ? optionId(field.highlightIndex) : undefined,
      'aria-autocomplete': field.filterValue === 'all' ? ('both' as const) : ('list' as const),
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
    },
  };
}
