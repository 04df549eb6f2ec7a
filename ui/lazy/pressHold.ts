/** What ends a press: a pointer's release (or its cancel), or the release of the key that presses a button. */
export type PressEnd = 'pointer' | 'key';

const END_EVENTS: Record<PressEnd, readonly string[]> = {
  pointer: ['pointerup', 'pointercancel'],
  key: ['keyup'],
};

/**
 * Calls `release` once the press that began on a stand-in's trigger has ended, in a later task:
 * a button's click comes in the same task as the pointer's (or Space's) release, so the click
 * lands on the stand-in that saw the press instead of on nothing. A press may end anywhere (a
 * pointer dragged off the trigger), so the end is heard on the whole window. Returns how to stop
 * waiting.
 */
export function holdWhilePressed(target: EventTarget, end: PressEnd, release: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = () => {
    stopListening();
    timer = setTimeout(release, 0);
  };
  const stopListening = () => {
    for (const type of END_EVENTS[end]) target.removeEventListener(type, ended, true);
  };
  for (const type of END_EVENTS[end]) target.addEventListener(type, ended, true);
  return () => {
    stopListening();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Holds a stand-in's swap while its trigger is pressed: `whenReleased` runs its work at once, or
 * once the press has ended. Kept outside React's state: the swap's turn may come in the task
 * between the press and its release, before a render could tell it of the press.
 */
export function createPressGate() {
  let stopHolding: (() => void) | undefined;
  let waiting: (() => void) | undefined;
  const released = () => {
    stopHolding = undefined;
    const run = waiting;
    waiting = undefined;
    run?.();
  };
  return {
    pressed(end: PressEnd) {
      stopHolding?.();
      stopHolding = holdWhilePressed(window, end, released);
    },
    whenReleased(run: () => void) {
      if (stopHolding) waiting = run;
      else run();
    },
    dispose() {
      stopHolding?.();
      stopHolding = undefined;
      waiting = undefined;
    },
  };
}

export type PressGate = ReturnType<typeof createPressGate>;
