/**
 * Focus inside an open menu (WAI-ARIA menu button): which item holds focus. Opening puts it on
 * the first or last item (or a radio menu's checked one); arrows move and wrap, Home and End jump.
 * Open or closed itself is the dropdown group's business (dropdownGroupState.ts), or the widget's.
 */
interface MenuFocusState {
  /** Index of the focused item; -1 when focus is not in the menu. */
  activeIndex: number;
}

export type MenuFocusAction =
  /** focus: an item index opens on that item (a radio menu's checked one), else on the first. */
  | { type: 'MenuOpened'; focus: 'first' | 'last' | number; itemCount: number }
  | { type: 'MenuArrowDownPressed'; itemCount: number }
  | { type: 'MenuArrowUpPressed'; itemCount: number }
  /** Only in a menu laid out in rows (a grid of tiles): they move as ArrowDown and ArrowUp do. */
  | { type: 'MenuArrowRightPressed'; itemCount: number }
  | { type: 'MenuArrowLeftPressed'; itemCount: number }
  | { type: 'MenuHomePressed'; itemCount: number }
  | { type: 'MenuEndPressed'; itemCount: number }
  | { type: 'ItemFocused'; index: number }
  | { type: 'MenuClosed' };

export const initialMenuFocusState: MenuFocusState = { activeIndex: -1 };

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function menuFocusReducer(state: MenuFocusState, action: MenuFocusAction): MenuFocusState {
  switch (action.type) {
    case 'MenuOpened':
      if (action.itemCount === 0) return initialMenuFocusState;
      if (action.focus === 'last') return { activeIndex: action.itemCount - 1 };
      if (action.focus === 'first' || action.focus < 0 || action.focus >= action.itemCount) return { activeIndex: 0 };
      return { activeIndex: action.focus };
    case 'MenuArrowDownPressed':
    case 'MenuArrowRightPressed':
      if (action.itemCount === 0) return state;
      return { activeIndex: (state.activeIndex + 1) % action.itemCount };
    case 'MenuArrowUpPressed':
    case 'MenuArrowLeftPressed':
      if (action.itemCount === 0) return state;
      return { activeIndex: state.activeIndex <= 0 ? action.itemCount - 1 : state.activeIndex - 1 };
    case 'MenuHomePressed':
      return action.itemCount === 0 ? state : { activeIndex: 0 };
    case 'MenuEndPressed':
      return action.itemCount === 0 ? state : { activeIndex: action.itemCount - 1 };
    case 'ItemFocused':
      return state.activeIndex === action.index ? state : { activeIndex: action.index };
    case 'MenuClosed':
      return state.activeIndex === -1 ? state : initialMenuFocusState;
  }
}
