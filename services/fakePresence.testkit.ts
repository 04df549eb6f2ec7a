import type { PagePresence } from '../engine/browser/pagePresence.ts';
import type { PresenceSnapshot } from './watchPresence.ts';

/** A page's presence for tests: the test changes it, and it notifies as the browser's events do. */
export function createFakePresence(initial: Partial<PresenceSnapshot> = {}) {
  let now: PresenceSnapshot = { online: true, visible: true, ...initial };
  const listeners = new Set<() => void>();
  const presence: PagePresence = {
    isOnline: () => now.online,
    isVisible: () => now.visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return Object.assign(presence, {
    /** The page changes (or not) and fires its online, offline or visibilitychange event. */
    set(change: Partial<PresenceSnapshot>) {
      now = { ...now, ...change };
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  });
}
