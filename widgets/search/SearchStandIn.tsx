import { useState } from 'react';
import type { NavEnv } from '../../engine/core/env.ts';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { CaretIcon, SubmitIcon } from './icons.tsx';
import { placeholderFor } from './placeholderFor.ts';
import { standInBar } from './standInBar.ts';
import type { SearchWidgetProps } from './SearchWidget.tsx';
import type { Translate } from './types.ts';

/** What was typed into the stand-in, and whether it had focus: the widget takes both over. */
export interface EarlyInput {
  query?: string;
  focused: boolean;
}

interface SearchStandInProps extends Omit<SearchWidgetProps, 'fallback' | 'navigator' | 'env' | 't' | 'initialQuery' | 'autoFocus'> {
  env: NavEnv;
  t: Translate;
  input: EarlyInput;
  onInput: (input: EarlyInput) => void;
}

/**
 * The closed search bar as the widget draws it (scope button, input, submit), while the widget's
 * code loads (a chunk of its own): the header's first frame has its search box, and what is typed
 * meanwhile is kept and handed over. Nothing here searches.
 */
export function SearchStandIn({ config, env, t, placeholder, label, customSearchQuery, input, onInput }: SearchStandInProps) {
  const [bar] = useState(() => standInBar(config, env, customSearchQuery));
  const scope = (name: string) => t(`unav.search.scope.${name}`);
  return (
    <div className="unav-search" data-state="closed" data-scope={bar.scope} data-status="loading">
      <form aria-label={label} className="unav-search__bar" role="search" onSubmit={(event) => event.preventDefault()}>
        {bar.scopes.length > 1 && (
          <div className="unav-search__scope">
            <button type="button" className="unav-search__scope-button" aria-haspopup="menu" aria-expanded={false} aria-label={`${t('unav.search.scopeLabel')}: ${scope(bar.scope)}`}>
              <span>{scope(bar.scope)}</span>
              <CaretIcon />
            </button>
          </div>
        )}
        <div className="unav-search__field">
          <input
            className="unav-search__input"
            type="text"
            value={input.query ?? bar.query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={placeholderFor(env.location.pathname, placeholder ?? t('unav.search.placeholder'), config.productLineNames ?? {}, t)}
            aria-label={t('unav.search.inputLabel')}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onInput({ query: event.target.value, focused: true })}
            onFocus={() => onInput({ ...input, focused: true })}
            onBlur={() => onInput({ ...input, focused: false })}
          />
        </div>
        <button className="unav-search__submit" type="submit" aria-label={t('unav.search.submit')}>
          <SubmitIcon />
        </button>
      </form>
    </div>
  );
}
