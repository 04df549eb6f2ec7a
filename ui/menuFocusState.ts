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
  | { type: 'MenuKeyDownArrowDown'; itemCount: number }
  | { type: 'MenuKeyDownArrowUp'; itemCount: number }
  | { type: 'MenuKeyDownHome'; itemCount: number }
  | { type: 'MenuKeyDownEnd'; itemCount: number }
  | { type: 'ItemFocus'; index: number }
  | { type: 'MenuClosed' };

export const initialMenuFocusState: MenuFocusState = { activeIndex: -1 };

export function menuFocusReducer(state: MenuFocusState, action: MenuFocusAction): MenuFocusState {
  switch (action.type) {
    case 'MenuOpened':
      if (action.itemCount === 0) return initialMenuFocusState;
      if (action.focus === 'last') return { activeIndex: action.itemCount - 1 };
      if (action.focus === 'first' || action.focus < 0 || action.focus >= action.itemCount) return { activeIndex: 0 };
      return { activeIndex: action.focus };
    case 'MenuKeyDownArrowDown':
      if (action.itemCount === 0) return state;
      return { activeIndex: (state.activeIndex + 1) % action.itemCount };
    case 'MenuKeyDownArrowUp':
      if (action.itemCount === 0) return state;
      return { activeIndex: state.activeIndex <= 0 ? action.itemCount - 1 : state.activeIndex - 1 };
    case 'MenuKeyDownHome':
      return action.itemCount === 0 ? state : { activeIndex: 0 };
    case 'MenuKeyDownEnd':
      return action.itemCount === 0 ? state : { activeIndex: action.itemCount - 1 };
    case 'ItemFocus':
      return state.activeIndex === action.index ? state : { activeIndex: action.index };
    case 'MenuClosed':
      return state.activeIndex === -1 ? state : initialMenuFocusState;
  }
}
