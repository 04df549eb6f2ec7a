type Turn = () => void;

/**
 * Stand-ins become their widgets one per task, in the order they asked: when the widgets' chunk
 * arrives, no single task holds the first render of every widget at once (DESIGN §6, no long
 * tasks of ours). Returns how to give up a turn not yet taken.
 */
export function createUpgradeTurns(nextTask: (run: () => void) => void) {
  const waiting: Turn[] = [];
  let scheduled = false;
  const runOne = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    nextTask(runOne);
  };
  return (turn: Turn): (() => void) => {
    waiting.push(turn);
    schedule();
    return () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    };
  };
}

export const awaitUpgradeTurn = createUpgradeTurns((run) => void setTimeout(run, 0));
