/**
 * Which dropdown of the header is open: at most one at a time (SPEC §4). A click on a trigger
 * toggles it and closes the others; body click, Escape and tabbing out close all.
 */
interface DropdownGroupState {
  openId: string | null;
}

type DropdownGroupAction =
  | { type: 'TriggerClick'; id: string }
  | { type: 'Open'; id: string }
  | { type: 'Close'; id: string }
  | { type: 'CloseAll' };

export const initialDropdownGroupState: DropdownGroupState = { openId: null };

export function dropdownGroupReducer(state: DropdownGroupState, action: DropdownGroupAction): DropdownGroupState {
  switch (action.type) {
    case 'TriggerClick':
      return { openId: state.openId === action.id ? null : action.id };
    case 'Open':
      return state.openId === action.id ? state : { openId: action.id };
    case 'Close':
      return state.openId === action.id ? { openId: null } : state;
    case 'CloseAll':
      return state.openId === null ? state : { openId: null };
  }
}

/** A dropdown's `data-state`, in the vocabulary every widget uses for what opens. */
export type DropdownDataState = 'open' | 'closed';
