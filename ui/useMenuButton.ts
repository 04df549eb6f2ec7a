import { useId, useReducer, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useDropdown, type DropdownHandle } from './DropdownGroup.tsx';
import type { DomRef } from './domRef.ts';
import type { WidgetHandover } from './widgetHandover.ts';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.ts';
import { useFitInViewport } from './useFitInViewport.ts';
import { initialMenuFocusState, menuFocusReducer, type MenuFocusAction } from './menuFocusState.ts';
import { openState, type OpenState } from './openState.ts';

/** The prop bags of a menu button, whoever keeps its open state. */
interface MenuButtonProps {
  rootProps: {
    'data-state': OpenState;
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
    'data-state': OpenState;
    onClick(event: MouseEvent<HTMLButtonElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  };
  menuProps: {
    /** The dropdown kept inside the screen while open (ui/useFitInViewport.ts). */
    ref(element: HTMLElement | null): void;
    id: string;
    role: 'menu';
    'aria-labelledby': string;
    hidden: boolean;
    'data-state': OpenState;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
  getItemProps(index: number): {
    ref(element: HTMLElement | null): void;
    tabIndex: -1;
    onFocus(): void;
  };
}

/** A menu button that is one dropdown of the group: its root names it for the group's rules. */
interface MenuButtonBehaviour extends MenuButtonProps {
  dropdown: DropdownHandle;
  rootProps: MenuButtonProps['rootProps'] & { 'data-dropdown': string };
}

/** Open or closed, kept by a widget's own state rather than by the dropdown group. */
interface MenuOpenState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

interface MenuButtonOptions {
  /** Items laid out in rows (a grid of tiles): ArrowRight and ArrowLeft move like ArrowDown and ArrowUp. */
  arrowsAcross?: boolean;
  /** A radio menu's checked item: a click, Enter or Space opens on it instead of the first item. */
  checkedIndex?: number;
  /** What the widget's stand-in saw (ui/lazy/lazyWidget.tsx): the menu opens as it was asked to there, or the trigger takes the focus. */
  handover?: WidgetHandover | undefined;
}

type MenuKeyPressed = Exclude<MenuFocusAction['type'], 'MenuOpened' | 'ItemFocused' | 'MenuClosed'>;

/** The keys that move focus inside the open menu. */
const MENU_KEYS: Partial<Record<string, MenuKeyPressed>> = {
  ArrowDown: 'MenuArrowDownPressed',
  ArrowUp: 'MenuArrowUpPressed',
  Home: 'MenuHomePressed',
  End: 'MenuEndPressed',
};

const ACROSS_KEYS: Partial<Record<string, MenuKeyPressed>> = { ...MENU_KEYS, ArrowRight: 'MenuArrowRightPressed', ArrowLeft: 'MenuArrowLeftPressed' };

/**
 * The WAI-ARIA menu button behaviour over a dropdown of the group: the trigger opens and moves
 * focus into the menu (Enter, Space and ArrowDown to the first item, ArrowUp to the last),
 * arrows, Home and End move, Escape closes and gives focus back to the trigger, and focus
 * leaving the widget (Tab) closes it. Views spread the returned prop bags.
 */
export function useMenuButton(dropdownId: string, itemCount: number, options: MenuButtonOptions = {}): MenuButtonBehaviour {
  const dropdown = useDropdown(dropdownId);
  const props = useMenuButtonProps(dropdown, itemCount, options);
  return { ...props, dropdown, rootProps: { 'data-dropdown': dropdownId, ...props.rootProps } };
}

/**
 * The same menu button over an open state the widget keeps itself, for a menu whose opening is
 * tied to the rest of its widget (opening it closes another popup of the widget). It is not one
 * of the group's dropdowns: its widget handles presses outside.
 */
export function useMenuButtonWithState(state: MenuOpenState, itemCount: number, options: MenuButtonOptions = {}): MenuButtonProps {
  const { isOpen, open, close } = state;
  const handle: DropdownHandle = { isOpen, dataState: openState(isOpen), open, close, toggle: isOpen ? close : open, closeAll: close };
  return useMenuButtonProps(handle, itemCount, options);
}

function useMenuButtonProps(dropdown: DropdownHandle, itemCount: number, options: MenuButtonOptions): MenuButtonProps {
  const baseId = useId();
  const triggerId = `${baseId}trigger`;
  const menuId = `${baseId}menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const { isOpen } = dropdown;
  // Opened on the stand-in (the dropdown group kept it open): on the item a click or key there asked for.
  const [focus, dispatch] = useReducer(menuFocusReducer, options.handover?.opened, (opened) =>
    isOpen && (opened === 'first' || opened === 'last')
      ? menuFocusReducer(initialMenuFocusState, { type: 'MenuOpened', focus: opened === 'first' ? (options.checkedIndex ?? 'first') : 'last', itemCount })
      : initialMenuFocusState);
  const fitRef = useFitInViewport(isOpen);

  // The stand-in's focus, once, at mount: on the trigger unless the menu opened into an item.
  useBrowserLayoutEffect(() => {
    if (options.handover?.focused && !(isOpen && focus.activeIndex >= 0)) triggerRef.current?.focus();
    // Only the state at mount is handed over.
  }, []);

  // Layout effects: they run with the render that closed or opened the menu. As passive effects
  // they run after the paint on Preact (the script-tag bundle's renderer), and a MenuClosed left
  // over from an Escape would undo the MenuOpened of a key pressed right after it.
  useBrowserLayoutEffect(() => {
    if (!isOpen) dispatch({ type: 'MenuClosed' });
  }, [isOpen]);

  useBrowserLayoutEffect(() => {
    if (isOpen && focus.activeIndex >= 0) itemRefs.current[focus.activeIndex]?.focus();
  }, [isOpen, focus]);

  const openWithFocus = (where: 'first' | 'last') => {
    dispatch({ type: 'MenuOpened', focus: where, itemCount });
    dropdown.open();
  };

  return {
    rootProps: {
      'data-state': dropdown.dataState,
      onKeyDown(event) {
        if (event.key !== 'Escape' || !isOpen) return;
        event.preventDefault();
        dropdown.close();
        triggerRef.current?.focus();
      },
      onBlur(event) {
        // Focus moving to something outside this widget (Tab out) closes it; a blur to nothing
        // (a click on the page) is the outside-press rule's business (the group's, or the widget's).
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
        dispatch({ type: 'MenuOpened', focus: options.checkedIndex ?? 'first', itemCount });
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
      ref: fitRef,
      id: menuId,
      role: 'menu',
      'aria-labelledby': triggerId,
      hidden: !isOpen,
      'data-state': dropdown.dataState,
      onKeyDown(event) {
        const type = (options.arrowsAcross ? ACROSS_KEYS : MENU_KEYS)[event.key];
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
          dispatch({ type: 'ItemFocused', index });
        },
      };
    },
  };
}
