import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { LazyModule, LazyModuleStatus } from '../../engine/core/load/lazyModule.ts';
import { loadWhenIdle } from './loadWhenIdle.ts';

export interface LazyModuleView<Module> {
  status: LazyModuleStatus;
  /** The module once loaded. */
  module: Module | undefined;
  /** Starts the load now: on intent (pointer over or focus on the trigger), or to try again. */
  load: () => void;
}

/**
 * A module the view shows a trigger for: loaded on idle after the first frame, at once when
 * `wanted` (the panel is open). A server, and a hydration, render it as not loaded.
 */
export function useLazyModule<Module>(lazy: LazyModule<Module>, wanted: boolean): LazyModuleView<Module> {
  const status = useSyncExternalStore(lazy.subscribe, () => lazy.status, () => 'idle' as const);
  useEffect(() => loadWhenIdle(lazy as LazyModule<unknown>), [lazy]);
  useEffect(() => {
    if (wanted) void lazy.load();
  }, [wanted, lazy]);
  const load = useCallback(() => void lazy.load(), [lazy]);
  return { status, module: status === 'loaded' ? lazy.module : undefined, load };
}
