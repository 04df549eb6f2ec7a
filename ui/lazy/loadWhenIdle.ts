import { afterFirstPaint } from './firstPaint.ts';
import type { LazyModule } from '../../engine/core/load/lazyModule.ts';

type IdleScheduler = (run: () => void) => void;

/** After the first paint, requestIdleCallback where there is one (not in Safari), else a short timer. */
const browserIdle: IdleScheduler = (run) => {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  void afterFirstPaint().then(() => {
    if (idle) idle(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
};

/**
 * Loads modules one per idle period, in the order asked: what the view shows a trigger for is
 * there before its first click in the ordinary case, and never competes with the first frame.
 */
export function createIdleLoader(whenIdle: IdleScheduler = browserIdle) {
  const queue: LazyModule<unknown>[] = [];
  let running = false;
  const next = () => {
    const lazy = queue.shift();
    if (!lazy) {
      running = false;
      return;
    }
    void lazy.load().then(() => whenIdle(next));
  };
  return (lazy: LazyModule<unknown>) => {
    if (lazy.status !== 'idle' || queue.includes(lazy)) return;
    queue.push(lazy);
    if (running) return;
    running = true;
    whenIdle(next);
  };
}

export const loadWhenIdle = createIdleLoader();
