/**
 * Which dropdown of the header is open: at most one at a time (SPEC §4). A click on a trigger
 * toggles it and closes the others; body click, Escape and tabbing out close all.
 */
interface DropdownGroupState {
  openId: string | null;
}

/**
 * What a widget asks through its dropdown handle (open(), close(), closeAll(): on a key, a pick or
 * a cart event) arrives as the request it made: `OpenRequested`, `CloseRequested`, `CloseAllRequested`.
 */
type DropdownGroupAction =
  | { type: 'TriggerClicked'; id: string }
  | { type: 'OutsidePressed' }
  | { type: 'DocumentEscapePressed' }
  | { type: 'OpenRequested'; id: string }
  | { type: 'CloseRequested'; id: string }
  | { type: 'CloseAllRequested' };

export const initialDropdownGroupState: DropdownGroupState = { openId: null };

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function dropdownGroupReducer(state: DropdownGroupState, action: DropdownGroupAction): DropdownGroupState {
  switch (action.type) {
    case 'TriggerClicked':
      return { openId: state.openId === action.id ? null : action.id };
    case 'OpenRequested':
      return state.openId === action.id ? state : { openId: action.id };
    case 'CloseRequested':
      return state.openId === action.id ? { openId: null } : state;
    case 'OutsidePressed':
    case 'DocumentEscapePressed':
    case 'CloseAllRequested':
      return state.openId === null ? state : { openId: null };
  }
}
