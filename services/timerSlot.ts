/** setTimeout and clearTimeout: the page's, or a test's fakes. */
export interface TimerFunctions {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The page's timers, looked up when called, so the page's (or a test's fake) timers are the ones in use. */
export const pageTimers: TimerFunctions = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A service's one timer: each waits for one thing at a time, so starting it cancels the wait before. */
export interface TimerSlot {
  start(ms: number, callback: () => void): void;
  clear(): void;
}

export function createTimerSlot(timers: TimerFunctions): TimerSlot {
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  return {
    start(ms, callback) {
      clear();
      timer = timers.setTimeout(() => {
        timer = null;
        callback();
      }, ms);
    },
    clear,
  };
}
