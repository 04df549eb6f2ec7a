import type { NavEnv } from '../env.ts';
import { navEventOf, type NavEvent } from '../events/navEvents.ts';
import { overrideEnv } from './overrideEnv.ts';

/**
 * An env whose events of ours (navEvents.ts) also go to `onEvent`, the host's config.onEvent, as they
 * happen. A hook that throws costs the host its own hook only: the error is logged, the runtime goes on.
 */
export function withEventHook(env: NavEnv, onEvent: ((event: NavEvent) => void) | undefined): NavEnv {
  if (typeof onEvent !== 'function') return env;
  return overrideEnv(env, {
    emit(type, detail) {
      env.emit(type, detail);
      const event = navEventOf(type, detail);
      if (event) tellHost(onEvent, event, env.log);
    },
  });
}

/** Gives `event` to the host's hook; a hook that throws is logged, and the runtime goes on. */
export function tellHost(onEvent: (event: NavEvent) => void, event: NavEvent, log: Pick<NavEnv['log'], 'warn'>): void {
  try {
    onEvent(event);
  } catch (error) {
    log.warn('universal-nav: config.onEvent threw', error);
  }
}
