import { useEffect, useReducer } from 'react';
import { createSwitchState, switchReducer, type SwitchState } from './state.ts';

export interface Switch {
  state: SwitchState;
  /**
   * Switches to `value`: the control shows it while `change` runs, the old value again when
   * `change` says it failed, and `leave` (the page reload or move) follows a success.
   */
  switchTo(value: string, change: () => Promise<boolean>, leave: () => void): Promise<void>;
}

/**
 * A switcher's state, started from the value behind it (the user's company or currency). The
 * cache-first render shows the stored value; the fresh bootstrap (after a switch) wins.
 */
export function useSwitchState(source: string | undefined): Switch {
  const [state, dispatch] = useReducer(switchReducer, source, createSwitchState);
  useEffect(() => dispatch({ type: 'SourceValueChanged', value: source }), [source]);

  async function switchTo(value: string, change: () => Promise<boolean>, leave: () => void) {
    if (state.status === 'pending' || value === state.value) return;
    dispatch({ type: 'OptionChosen', value });
    if (!(await change())) {
      dispatch({ type: 'ChangeFailed' });
      return;
    }
    dispatch({ type: 'ChangeSucceeded' });
    leave();
  }

  return { state, switchTo };
}
