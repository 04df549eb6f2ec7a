let painted = false;
let waiting: Promise<void> | undefined;
const listeners = new Set<() => void>();

function markPainted(resolve: () => void): void {
  painted = true;
  for (const listener of listeners) listener();
  resolve();
}

/**
 * Resolves once the page has painted a frame after the first call: a frame, then a task after it.
 * Chunks are fetched only then, so that none competes with the first frame, and none counts in a
 * page's first paint or largest contentful paint (Lighthouse's simulation finishes every request
 * that started before them first).
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  waiting ??= new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(() => markPainted(resolve), 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(() => markPainted(resolve), 0));
  });
  return waiting;
}

/** afterFirstPaint as a store, for useSyncExternalStore: false until that frame. */
export const firstPaint = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void afterFirstPaint();
    return () => listeners.delete(listener);
  },
  hasPainted: (): boolean => painted,
};
