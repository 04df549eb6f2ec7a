import { useEffect, useId, useReducer, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useDropdown, type DropdownHandle } from './DropdownGroup.tsx';
import type { DomRef } from './domRef.ts';
import { initialMenuFocusState, menuFocusReducer } from './menuFocusState.ts';

export interface MenuButtonBehaviour {
  dropdown: DropdownHandle;
  rootProps: {
    'data-dropdown': string;
    'data-state': DropdownHandle['dataState'];
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
  triggerProps: {
    id: string;
    ref: DomRef<HTMLButtonElement>;
    type: 'button';
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    'data-state': DropdownHandle['dataState'];
    onClick(event: MouseEvent<HTMLButtonElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  };
  menuProps: {
    id: string;
    role: 'menu';
    'aria-labelledby': string;
    hidden: boolean;
    'data-state': DropdownHandle['dataState'];
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
  getItemProps(index: number): {
    ref(element: HTMLElement | null): void;
    tabIndex: -1;
    onFocus(): void;
  };
}

export interface MenuButtonOptions {
  /** Items laid out in rows (a grid of tiles): ArrowRight and ArrowLeft move like ArrowDown and ArrowUp. */
  arrowsAcross?: boolean;
}

type MenuMove = 'MenuKeyDownArrowDown' | 'MenuKeyDownArrowUp' | 'MenuKeyDownHome' | 'MenuKeyDownEnd';

/** The focus move of each key inside the open menu. */
const MENU_MOVES: Partial<Record<string, MenuMove>> = {
  ArrowDown: 'MenuKeyDownArrowDown',
  ArrowUp: 'MenuKeyDownArrowUp',
  Home: 'MenuKeyDownHome',
  End: 'MenuKeyDownEnd',
};

const ACROSS_MOVES: Partial<Record<string, MenuMove>> = { ...MENU_MOVES, ArrowRight: 'MenuKeyDownArrowDown', ArrowLeft: 'MenuKeyDownArrowUp' };

/**
 * The WAI-ARIA menu button behaviour over a dropdown of the group: the trigger opens and moves
 * focus into the menu (Enter, Space and ArrowDown to the first item, ArrowUp to the last),
 * arrows, Home and End move, Escape closes and gives focus back to the trigger, and focus
 * leaving the widget (Tab) closes it. Views spread the returned prop bags.
 */
export function useMenuButton(dropdownId: string, itemCount: number, options: MenuButtonOptions = {}): MenuButtonBehaviour {
  const dropdown = useDropdown(dropdownId);
  const baseId = useId();
  const triggerId = `${baseId}trigger`;
  const menuId = `${baseId}menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const [focus, dispatch] = useReducer(menuFocusReducer, initialMenuFocusState);
  const { isOpen } = dropdown;

  useEffect(() => {
    if (!isOpen) dispatch({ type: 'MenuClosed' });
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && focus.activeIndex >= 0) itemRefs.current[focus.activeIndex]?.focus();
  }, [isOpen, focus]);

  const openWithFocus = (where: 'first' | 'last') => {
    dispatch({ type: 'TriggerOpen', focus: where, itemCount });
    dropdown.open();
  };

  return {
    dropdown,
    rootProps: {
      'data-dropdown': dropdownId,
      'data-state': dropdown.dataState,
      onKeyDown(event) {
        if (event.key !== 'Escape' || !isOpen) return;
        event.preventDefault();
        dropdown.close();
        triggerRef.current?.focus();
      },
      onBlur(event) {
        // Focus moving to something outside this widget (Tab out) closes it; a blur to nothing
        // (a click on the page) is the group's pointerdown rule's business.
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !event.currentTarget.contains(next)) dropdown.close();
      },
    },
    triggerProps: {
      id: triggerId,
      ref: triggerRef,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      'data-state': dropdown.dataState,
      onClick() {
        // Enter and Space on a button arrive here as clicks.
        if (isOpen) {
          dropdown.close();
          return;
        }
        dispatch({ type: 'TriggerOpen', focus: 'first', itemCount });
        dropdown.toggle();
      },
      onKeyDown(event) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      },
    },
    menuProps: {
      id: menuId,
      role: 'menu',
      'aria-labelledby': triggerId,
      hidden: !isOpen,
      'data-state': dropdown.dataState,
      onKeyDown(event) {
        const type = (options.arrowsAcross ? ACROSS_MOVES : MENU_MOVES)[event.key];
        if (type) {
          event.preventDefault();
          dispatch({ type, itemCount });
        } else if (event.key === 'Tab') {
          dropdown.closeAll();
        }
      },
    },
    getItemProps(index) {
      return {
        ref(element) {
          itemRefs.current[index] = element;
        },
        tabIndex: -1,
        onFocus() {
          dispatch({ type: 'ItemFocus', index });
        },
      };
    },
  };
}
