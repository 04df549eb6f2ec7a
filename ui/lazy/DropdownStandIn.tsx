import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useDropdown } from '../DropdownGroup.tsx';
import type { StandInProps } from './lazyWidget.tsx';
import { PartStatus } from './PartStatus.tsx';

interface DropdownStandInProps extends StandInProps {
  /** The dropdown's id in the group, as the widget's: an opening here is the widget's opening. */
  dropdownId: string;
  /** The widget's root classes. */
  className: string;
  triggerClassName: string;
  /** The trigger's name and title, as the widget gives them. */
  triggerLabel?: string | undefined;
  triggerTitle?: string | undefined;
  /** A menu button opens into its first item (a click, Enter, Space, ArrowDown) or its last (ArrowUp). */
  menu: boolean;
  /** The classes of the widget's panel, where its loading state shows. */
  panelClassName: string;
  loadingLabel: string;
  /** The trigger's content, as the widget draws it. */
  children: ReactNode;
}

/**
 * A dropdown widget's closed state while its code loads: its trigger, drawn as the widget draws it.
 * Pointer over it or focus on it asks for the code; opening it opens the widget's dropdown in the
 * group at once, with a loading state (or "could not load" and a retry) until the widget takes over.
 */
export function DropdownStandIn(props: DropdownStandInProps) {
  const { dropdownId, className, triggerClassName, triggerLabel, triggerTitle, menu, panelClassName, loadingLabel, children } = props;
  const { status, load, ask, focusChanged, pressed } = props;
  const dropdown = useDropdown(dropdownId);
  const panelId = useId();
  const open = (opened: 'first' | 'last' | 'panel') => {
    dropdown.open();
    ask(opened);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ') pressed('key');
    if (!menu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return (
    <div className={className} data-dropdown={dropdownId} data-state={dropdown.dataState} data-stand-in="">
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        title={triggerTitle}
        aria-haspopup={menu ? 'menu' : undefined}
        aria-expanded={dropdown.isOpen}
        aria-controls={dropdown.isOpen ? panelId : undefined}
        data-state={dropdown.dataState}
        onClick={() => (dropdown.isOpen ? dropdown.close() : open(menu ? 'first' : 'panel'))}
        onKeyDown={onKeyDown}
        onPointerEnter={load}
        onPointerDown={() => pressed('pointer')}
        onFocus={() => {
          focusChanged(true);
          load();
        }}
        onBlur={() => focusChanged(false)}
      >
        {children}
      </button>
      {dropdown.isOpen ? (
        <div id={panelId} className={panelClassName}>
          <PartStatus status={status} retry={load} loadingLabel={loadingLabel} />
        </div>
      ) : null}
    </div>
  );
}
