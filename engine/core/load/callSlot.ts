/** One call of a fresh load: the inputs it was made with and, once it has arrived, its answer. */
export interface CallSlot<T> {
  /** The inputs the call was made with, comparable as a string. */
  readonly key: string;
  readonly promise: Promise<T>;
  /** Set when the answer has arrived, so a render before the end can use it. */
  answer?: { value: T };
}

export function startCall<T>(run: () => Promise<T>, key = ''): CallSlot<T> {
  const slot: CallSlot<T> = { key, promise: run() };
  // A rejection is the awaiting load's to handle; this only notes answers.
  slot.promise.then((value) => {
    slot.answer = { value };
  }, () => undefined);
  return slot;
}

/** The earlier call when it was made with the same inputs, else the call made again with the new ones. */
export function reuseOrStart<T>(earlier: CallSlot<T> | undefined, key: string, run: () => Promise<T>): CallSlot<T> {
  return earlier && earlier.key === key ? earlier : startCall(run, key);
}

/** The answer, when it has arrived. */
export function arrived<T>(slot: CallSlot<T> | undefined): T | undefined {
  return slot?.answer?.value;
}
