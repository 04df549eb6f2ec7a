/** What a service's reducer gives for one event: the state after it and the effects to perform. */
export interface Step<State, Effect> {
  state: State;
  effects: readonly Effect[];
}

/** The step of an event that changes nothing and asks for nothing. */
export function unchanged<State>(state: State): Step<State, never> {
  return { state, effects: [] };
}

export interface MachineRun<State, Event> {
  readonly state: State;
  dispatch(event: Event): void;
}

/**
 * Runs a service's machine: each event goes through the reducer, the state it gives is kept, and
 * its effects are handed to `perform` in order. An event that happens while effects are performed
 * (a socket constructor throwing inside openSocket, a socket reporting its status inside lead)
 * waits in a queue until they are done: the effects of one event run together, against the state
 * that event left, and the events are handled in the order they happened.
 */
export function runMachine<State, Event, Effect>(
  reducer: (state: State, event: Event) => Step<State, Effect>,
  initialState: State,
  perform: (effect: Effect) => void,
): MachineRun<State, Event> {
  let state = initialState;
  const queue: Event[] = [];
  let running = false;
  return {
    get state() {
      return state;
    },
    dispatch(event) {
      queue.push(event);
      if (running) return;
      running = true;
      try {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const step = reducer(state, next);
          state = step.state;
          for (const effect of step.effects) perform(effect);
        }
      } finally {
        running = false;
      }
    },
  };
}
