import type { NavEnv } from '../env.ts';

/**
 * What the runtime tells a host about itself, for field monitoring: each as a window event
 * `universalnav:<type>` (its `detail` the event) and through `config.onEvent`. Nothing is sent
 * anywhere by the runtime itself.
 */
export type NavEvent =
  /**
   * A render of the roots from new data (published to them; React paints it next). `render`:
   * `cached` the cached header (first frame of a warm view), `cached-user` the cached header once the
   * bootstrap confirmed its user, `first-wave` the header after one round trip (the rest on its
   * way), `deadline` what had arrived at the render deadline, `fresh` the complete fresh data (or
   * the fallback header, after a `fallback` event), `server` the server's markup hydrated (every
   * root placed by then). `ms`: since the load (or the hydration) started.
   */
  | { type: 'rendered'; render: RenderKind; ms: number }
  /** The header data could not be loaded at all: the fallback header is shown. */
  | { type: 'fallback'; why: string }
  /** A call that failed: HTTP status (none for a network failure or a time-out) and the error. */
  | { type: 'call-failed'; url: string; status?: number; error: string }
  /** A script-tag chunk that could not be loaded (after its retry), or was refused (integrity). */
  | { type: 'chunk-failed'; chunk: string; error: string }
  /** The bootstrap or configuration call answered 401 (SPEC §8). */
  | { type: '401' };

export type RenderKind = 'cached' | 'cached-user' | 'first-wave' | 'deadline' | 'fresh' | 'server';

export const NAV_EVENT_PREFIX = 'universalnav:';

/** The event types a host may listen to, as `universalnav:<type>` on window. */
export const NAV_EVENT_TYPES: readonly NavEvent['type'][] = ['rendered', 'fallback', 'call-failed', 'chunk-failed', '401'];

/** Sends `event` as the window event `universalnav:<type>` through the env (and so to config.onEvent, withEventHook). */
export function emitNavEvent(env: Pick<NavEnv, 'emit'>, event: NavEvent): void {
  const { type, ...detail } = event;
  env.emit(`${NAV_EVENT_PREFIX}${type}`, detail);
}

/** The NavEvent a window event of ours stands for, or undefined for any other event type. */
export function navEventOf(eventType: string, detail: unknown): NavEvent | undefined {
  if (!eventType.startsWith(NAV_EVENT_PREFIX)) return undefined;
  const type = eventType.slice(NAV_EVENT_PREFIX.length);
  if (!(NAV_EVENT_TYPES as readonly string[]).includes(type)) return undefined;
  return { ...(typeof detail === 'object' && detail !== null ? detail : {}), type } as NavEvent;
}
