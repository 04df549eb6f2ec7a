import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { SearchScope } from './types.ts';
import type { Translate } from './useSearch.ts';

interface Props {
  scopes: readonly SearchScope[];
  value: SearchScope;
  open: boolean;
  onToggle(): void;
  onClose(): void;
  onChoose(scope: SearchScope): void;
  t: Translate;
}

/** The scope filter as a menu button with radio items (WAI-ARIA menu button pattern). */
export function ScopeMenu({ scopes, value, open, onToggle, onClose, onChoose, t }: Props) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        onClose();
        buttonRef.current?.focus();
        break;
      case 'Tab':
        onClose();
        break;
    }
  };

  const label = (scope: SearchScope) => t(`unav.search.scope.${scope}`);
  return (
    <div className="unav-search__scope" data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className="unav-search__scope-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('unav.search.scopeLabel')}: ${label(value)}`}
        onClick={onToggle}
      >
        <span>{label(value)}</span>
        <svg className="unav-search__caret" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M9 13l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t('unav.search.scopeLabel')} className="unav-search__menu" onKeyDown={onMenuKeyDown}>
          {scopes.map((scope) => (
            <li key={scope} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={scope === value}
                tabIndex={-1}
                className="unav-search__menu-item"
                onClick={() => onChoose(scope)}
              >
                {label(scope)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
