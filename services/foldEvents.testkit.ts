import type { Step } from './runMachine.ts';

/** Folds the events through a service's reducer from `state`: the state at the end and every effect asked for, in order. */
export function foldEvents<State, Event, Effect>(
  reducer: (state: State, event: Event) => Step<State, Effect>,
  events: readonly Event[],
  state: State,
): { state: State; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const event of events) {
    const step = reducer(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}
