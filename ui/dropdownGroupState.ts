/**
 * Which dropdown of the header is open: at most one at a time (SPEC §4). A click on a trigger
 * toggles it and closes the others; body click, Escape and tabbing out close all.
 */
interface DropdownGroupState {
  openId: string | null;
}

/**
 * Named after the event (Downshift); what a widget asks through the dropdown handle is a
 * `Function...` action, as Downshift names the calls of its API.
 */
type DropdownGroupAction =
  | { type: 'TriggerClick'; id: string }
  | { type: 'OutsidePress' }
  | { type: 'DocumentKeyDownEscape' }
  | { type: 'FunctionOpen'; id: string }
  | { type: 'FunctionClose'; id: string }
  | { type: 'FunctionCloseAll' };

export const initialDropdownGroupState: DropdownGroupState = { openId: null };

export function dropdownGroupReducer(state: DropdownGroupState, action: DropdownGroupAction): DropdownGroupState {
  switch (action.type) {
    case 'TriggerClick':
      return { openId: state.openId === action.id ? null : action.id };
    case 'FunctionOpen':
      return state.openId === action.id ? state : { openId: action.id };
    case 'FunctionClose':
      return state.openId === action.id ? { openId: null } : state;
    case 'OutsidePress':
    case 'DocumentKeyDownEscape':
    case 'FunctionCloseAll':
      return state.openId === null ? state : { openId: null };
  }
}

/** A dropdown's `data-state`, in the vocabulary every widget uses for what opens. */
export type DropdownDataState = 'open' | 'closed';
