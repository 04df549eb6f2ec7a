import { memo } from 'react';
import { useMenuButtonWithState } from '../../ui/useMenuButton.ts';
import { CaretIcon } from './icons.tsx';
import type { SearchScope, Translate } from './types.ts';

interface Props {
  scopes: readonly SearchScope[];
  value: SearchScope;
  open: boolean;
  onOpen(): void;
  onClose(): void;
  onChoose(scope: SearchScope): void;
  t: Translate;
}

/**
 * The scope filter as a menu button with radio items (WAI-ARIA menu button pattern, the shared
 * one). Open or closed lives in the search's state: opening it closes the results panel.
 * Memoized: a key press in the input changes none of its props.
 */
export const ScopeMenu = memo(function ScopeMenu({ scopes, value, open, onOpen, onClose, onChoose, t }: Props) {
  const menu = useMenuButtonWithState({ isOpen: open, open: onOpen, close: onClose }, scopes.length, { checkedIndex: scopes.indexOf(value) });
  const label = (scope: SearchScope) => t(`unav.search.scope.${scope}`);
  return (
    <div className="unav-search__scope" {...menu.rootProps}>
      <button className="unav-search__scope-button" {...menu.triggerProps} aria-label={`${t('unav.search.scopeLabel')}: ${label(value)}`}>
        <span>{label(value)}</span>
        <CaretIcon />
      </button>
      {/* The menu keeps its own name; the trigger's name carries the current scope too. */}
      <ul className="unav-search__menu" {...menu.menuProps} aria-labelledby={undefined} aria-label={t('unav.search.scopeLabel')}>
        {scopes.map((scope, index) => (
          <li key={scope} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={scope === value}
              className="unav-search__menu-item"
              onClick={() => onChoose(scope)}
              {...menu.getItemProps(index)}
            >
              {label(scope)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
