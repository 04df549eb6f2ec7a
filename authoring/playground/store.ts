/**
 * The playground page's one store: the state, the reducer that alone changes it, and the render
 * functions told of each change with the state before it, so each redraws only what moved.
 */
export interface Store<State, Event> {
  getState(): State;
  dispatch(event: Event): void;
  subscribe(listener: (state: State, previous: State) => void): void;
}

export function createStore<State, Event>(reducer: (state: State, event: Event) => State, initial: State): Store<State, Event> {
  let state = initial;
  const listeners: ((state: State, previous: State) => void)[] = [];
  // An event dispatched while listeners run waits for them: every listener sees every change once, in order.
  const queue: Event[] = [];
  let notifying = false;
  return {
    getState: () => state,
    dispatch(event) {
      queue.push(event);
      if (notifying) return;
      notifying = true;
      try {
        while (queue.length > 0) {
          const previous = state;
          state = reducer(state, queue.shift()!);
          // An event that changed nothing redraws nothing.
          if (state !== previous) for (const listener of listeners) listener(state, previous);
        }
      } finally {
        notifying = false;
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
