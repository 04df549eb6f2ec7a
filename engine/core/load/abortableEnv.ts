import type { NavEnv } from '../env.ts';
import { overrideEnv } from './overrideEnv.ts';

/**
 * An env whose calls can all be stopped at once: `abort()` aborts every fetch still running and
 * fails those made later, and silences the env's log and events, so the fallbacks of a load that
 * nobody waits for any more neither warn nor raise events.
 */
export function abortableEnv(env: NavEnv): { env: NavEnv; abort(): void } {
  const stop = new AbortController();
  const { signal } = stop;
  const scoped = overrideEnv(env, {
    fetch: (input, init) => {
      if (signal.aborted) return Promise.reject(new Error('Aborted'));
      const call = new AbortController();
      const abortCall = () => call.abort();
      signal.addEventListener('abort', abortCall);
      init?.signal?.addEventListener('abort', abortCall);
      if (init?.signal?.aborted) call.abort();
      const done = () => {
        signal.removeEventListener('abort', abortCall);
        init?.signal?.removeEventListener('abort', abortCall);
      };
      return env.fetch(input, { ...init, signal: call.signal }).finally(done);
    },
    emit: (type, detail) => {
      if (!signal.aborted) env.emit(type, detail);
    },
    log: {
      warn: (...args) => {
        if (!signal.aborted) env.log.warn(...args);
      },
      error: (...args) => {
        if (!signal.aborted) env.log.error(...args);
      },
    },
  });
  return { env: scoped, abort: () => stop.abort() };
}
