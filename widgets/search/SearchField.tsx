import { memo } from 'react';
import type { NavEnv } from '../../engine/core/env.ts';
import type { SearchConfig, Translate } from './types.ts';
import type { SearchInputBindings } from './useSearchCombobox.ts';
import { useSearchInput } from './useSearchInput.ts';

interface Props {
  config: SearchConfig;
  env: NavEnv;
  t: Translate;
  placeholder: string;
  bindings: SearchInputBindings;
}

/**
 * The combobox input and its completion hint. Memoized, and reading its own slice of the store:
 * a key in the input re-renders this field, and the widget around it only when what it shows changes.
 */
export const SearchField = memo(function SearchField({ config, env, t, placeholder, bindings }: Props) {
  const { hint, typed, inputProps } = useSearchInput({ config, env, t, placeholder }, bindings);
  return (
    <div className="unav-search__field">
      {hint && (
        <span className="unav-search__hint" aria-hidden="true" data-testid="search-hint">
          <span className="unav-search__hint-typed">{typed}</span>
          {hint.slice(typed.length)}
        </span>
      )}
      <input className="unav-search__input" {...inputProps} />
    </div>
  );
});
