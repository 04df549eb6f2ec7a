/** 'idle': not asked for yet; 'failed': the last load failed, a new one may be started. */
export type LazyModuleStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A module loaded on demand (a chunk of the script-tag bundle, a split chunk of a host's bundler). */
export interface LazyModule<Module> {
  readonly status: LazyModuleStatus;
  readonly module: Module | undefined;
  /** Starts loading unless it is loaded or loading; resolves when settled, never rejects. */
  load(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/**
 * One module behind `importer`, loaded once, shared by every place that shows it. A failed load is
 * remembered as 'failed' (what shows "could not load") and tried again by the next load().
 */
export function createLazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  const listeners = new Set<() => void>();
  let status: LazyModuleStatus = 'idle';
  let module: Module | undefined;
  let loading: Promise<void> | undefined;
  const settle = (next: LazyModuleStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return {
    get status() {
      return status;
    },
    get module() {
      return module;
    },
    load() {
      if (status === 'loaded') return Promise.resolve();
      if (loading) return loading;
      settle('loading');
      loading = importer().then(
        (loaded) => {
          module = loaded;
          loading = undefined;
          settle('loaded');
        },
        () => {
          loading = undefined;
          settle('failed');
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
