import { useEffect, useReducer } from 'react';
import { createSwitchState, switchReducer } from './state.ts';

/**
 * A switcher's state, started from the value behind it (the user's company or currency). The
 * cache-first render shows the stored value; the fresh bootstrap (after a switch) wins.
 */
export function useSwitchState(source: string | undefined) {
  const [state, dispatch] = useReducer(switchReducer, source, createSwitchState);
  useEffect(() => dispatch({ type: 'SourceValueChanged', value: source }), [source]);
  return [state, dispatch] as const;
}
