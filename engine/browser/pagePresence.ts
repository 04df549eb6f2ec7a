/**
 * Whether the page is online and shown, and a way to hear when that changes: what a long-lived
 * connection reads before it connects. The widget logic takes this, not window or document.
 */
export interface PagePresence {
  isOnline(): boolean;
  isVisible(): boolean;
  /** Calls `listener` on every online, offline and visibilitychange event; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The page's presence from navigator.onLine and document.visibilityState. */
export function createPagePresence(win: Window = window): PagePresence {
  return {
    // A browser that does not know says nothing: count it as online.
    isOnline: () => win.navigator.onLine !== false,
    isVisible: () => win.document.visibilityState !== 'hidden',
    subscribe(listener) {
      const notify = () => listener();
      win.addEventListener('online', notify);
      win.addEventListener('offline', notify);
      win.document.addEventListener('visibilitychange', notify);
      return () => {
        win.removeEventListener('online', notify);
        win.removeEventListener('offline', notify);
        win.document.removeEventListener('visibilitychange', notify);
      };
    },
  };
}
