import { useEffect, useReducer } from 'react';
import { createPagePresence } from '../../engine/browser/pagePresence.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { badgeText, type Badge } from '../../ui/badgeText.ts';
import { getSignalsChannelName } from '../../services/tabs/getSignalsChannelName.ts';
import { getSignalsUrl } from '../../services/signals/getSignalsUrl.ts';
import { isNotificationsEnabled } from './isNotificationsEnabled.ts';
import { SignalsSocket, type SocketConstructor, type TimerFunctions } from '../../services/signals/signalsSocket.ts';
import { createSocketCoordinator, type ChannelLike, type LockManagerLike } from '../../services/tabs/socketCoordinator.ts';
import { initialNotificationsState, notificationsReducer, type NotificationsState } from './state.ts';

interface UseNotificationsOptions {
  /**
   * Unread count of the support chat. The chat SDK is not loaded by this widget (no external
   * hosts); whoever runs it passes its unread count here. Default 0.
   */
  supportChatUnread?: number;
  /** The WebSocket constructor; defaults to the browser's. Tests pass a fake; null opens no socket (a preview). */
  WebSocket?: SocketConstructor | null;
}

interface NotificationsView {
  enabled: boolean;
  state: NotificationsState;
  /** support-chat unread + signals unread, as a badge (SPEC §4); 'none' unless active. */
  unreadBadge: Badge;
  homeBadge: Badge;
}

// Looked up when called, so the page's (or a test's fake) timers are the ones in use.
const browserTimers: TimerFunctions = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

function defaultWebSocket(): SocketConstructor | undefined {
  return (globalThis as { WebSocket?: SocketConstructor }).WebSocket;
}

/** The browser's Web Locks and BroadcastChannel, each when it has them. */
function browserTabSharing(): { locks: LockManagerLike | undefined; openChannel: ((name: string) => ChannelLike) | undefined } {
  const page = globalThis as { navigator?: { locks?: LockManagerLike }; BroadcastChannel?: new (name: string) => ChannelLike };
  const Channel = page.BroadcastChannel;
  return { locks: page.navigator?.locks, openChannel: Channel ? (name) => new Channel(name) : undefined };
}

/**
 * Binds the notifications state to the support-chat token call and the signals socket. The socket
 * URL carries the configured token (config.token, '' when absent) and the marketplace URL. The tabs
 * of one browser share one socket per user and marketplace (socketCoordinator); a tab joins only
 * once it has been shown, and its socket connects only while the page is online and shown.
 * Unmounting aborts the token call, closes the socket and clears its timers and listeners.
 */
export function useNotifications(options: UseNotificationsOptions = {}): NotificationsView {
  const nav = useNav();
  const enabled = isNotificationsEnabled(nav);
  const marketUrl = nav.config.marketUrl;
  const token = nav.config.token ?? '';
  const userId = nav.user.id ?? '';
  const SocketImpl = options.WebSocket === null ? undefined : (options.WebSocket ?? defaultWebSocket());
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);

  useEffect(() => {
    if (!enabled || !SocketImpl) return;
    const presence = createPagePresence();
    const canConnect = () => presence.isOnline() && presence.isVisible();
    let socket: SignalsSocket | null = null;
    const coordinator = createSocketCoordinator({
      name: getSignalsChannelName(marketUrl, userId),
      ...browserTabSharing(),
      timers: browserTimers,
      lead: (reports) => {
        const leading = new SignalsSocket({
          url: getSignalsUrl(marketUrl, token),
          WebSocket: SocketImpl,
          timers: browserTimers,
          onCounts: reports.counts,
          onStatus: reports.status,
          canConnect,
        });
        socket = leading;
        leading.start();
        return () => {
          socket = null;
          leading.stop();
        };
      },
      onCounts: (counts) => dispatch({ type: 'SignalsMessage', counts }),
      onStatus: (status) => dispatch({ type: 'SocketStatusChanged', status }),
      onRole: (role) => dispatch({ type: 'SocketRoleChanged', role }),
    });
    let joined = false;
    const onPresenceChange = () => {
      // A hidden tab neither joins the election nor opens a socket until it is shown.
      if (!joined && presence.isVisible()) {
        joined = true;
        coordinator.start();
      }
      socket?.resume();
    };
    const unsubscribe = presence.subscribe(onPresenceChange);
    onPresenceChange();
    return () => {
      unsubscribe();
      coordinator.stop();
    };
  }, [enabled, marketUrl, token, userId, SocketImpl]);

  const active = enabled && state.status === 'connected';
  const supportChatUnread = options.supportChatUnread ?? 0;
  return {
    enabled,
    state,
    unreadBadge: active ? badgeText(supportChatUnread + state.signalsUnread, state.hasUnreadMessages) : { kind: 'none' },
    homeBadge: active ? badgeText(state.homeUpdated) : { kind: 'none' },
  };
}
