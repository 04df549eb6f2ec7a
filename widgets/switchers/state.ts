/**
 * A switch of company, language or currency: the value chosen and how its change is going.
 * 'pending' while the call runs (the control is disabled), 'failed' after an error (the old
 * value is shown again), 'idle' otherwise.
 */
export type SwitchStatus = 'idle' | 'pending' | 'failed';

export interface SwitchState {
  value: string | undefined;
  status: SwitchStatus;
  /** The value before the pending change, restored on failure. */
  previous: string | undefined;
}

type SwitchAction =
  | { type: 'OptionChosen'; value: string }
  | { type: 'ChangeSucceeded' }
  | { type: 'ChangeFailed' }
  /** The value behind the control changed: the fresh bootstrap after a cache-first render. */
  | { type: 'SourceValueChanged'; value: string | undefined };

export function createSwitchState(value: string | undefined): SwitchState {
  return { value, status: 'idle', previous: value };
}

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function switchReducer(state: SwitchState, action: SwitchAction): SwitchState {
  switch (action.type) {
    case 'OptionChosen':
      if (state.status === 'pending' || action.value === state.value) return state;
      return { value: action.value, status: 'pending', previous: state.value };
    case 'ChangeSucceeded':
      return state.status === 'pending' ? { ...state, status: 'idle', previous: state.value } : state;
    case 'ChangeFailed':
      return state.status === 'pending' ? { value: state.previous, status: 'failed', previous: state.previous } : state;
    case 'SourceValueChanged':
      // A change on its way wins: the page is about to leave with the chosen value.
      return state.status === 'pending' || action.value === state.value ? state : createSwitchState(action.value);
  }
}
