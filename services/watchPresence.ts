import type { PagePresence } from '../engine/browser/pagePresence.ts';

/** What happened to the page, as the services' machines hear it. */
export type PresenceEvent = { type: 'WentOnline' } | { type: 'WentOffline' } | { type: 'TabShown' } | { type: 'TabHidden' };

export interface PresenceSnapshot {
  online: boolean;
  visible: boolean;
}

/** The page as it is now; without a presence to ask, online and shown. */
export function readPresence(presence: PagePresence | undefined): PresenceSnapshot {
  return { online: presence?.isOnline() ?? true, visible: presence?.isVisible() ?? true };
}

/**
 * Tells `listener` what changed each time the page says something did. The page only says that an
 * online, offline or visibilitychange event fired, and these fire without a change too (a
 * visibilitychange while the tab stays shown, an online event while online): each is compared with
 * the page as last seen, from the moment of the call, and only a real change is told.
 */
export function watchPresence(presence: PagePresence, listener: (event: PresenceEvent) => void): () => void {
  let seen = readPresence(presence);
  return presence.subscribe(() => {
    const now = readPresence(presence);
    const before = seen;
    seen = now;
    if (now.online !== before.online) listener({ type: now.online ? 'WentOnline' : 'WentOffline' });
    if (now.visible !== before.visible) listener({ type: now.visible ? 'TabShown' : 'TabHidden' });
  });
}
