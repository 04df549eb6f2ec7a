/**
 * What the roots of one mount have put on the page: each root reports the data it committed, and
 * `until` resolves once a root has committed the data `target()` names (the session's latest
 * snapshot, read at each commit). Renders after a root's first are deferred (SessionRoot), so the
 * data published and the page showing it are a moment apart: mount() resolves on the page.
 */
export interface CommitWatch {
  committed(data: unknown): void;
  until(target: () => unknown): Promise<void>;
}

export function createCommitWatch(): CommitWatch {
  let latest: unknown;
  const waiting = new Set<() => void>();
  return {
    committed(data) {
      latest = data;
      // A check that resolves deletes itself: a Set iterates on past a deleted entry.
      for (const check of waiting) check();
    },
    until(target) {
      return new Promise((resolve) => {
        const check = () => {
          if (latest !== target()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      });
    },
  };
}
