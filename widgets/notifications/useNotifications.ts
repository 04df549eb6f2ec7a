import { useEffect, useReducer } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { fetchSupportChatToken } from './api.ts';
import { badgeText, type Badge } from '../../ui/badgeText.ts';
import { getSignalsUrl } from './getSignalsUrl.ts';
import { isNotificationsEnabled } from './isNotificationsEnabled.ts';
import { SignalsSocket, type SocketConstructor, type TimerFunctions } from './signalsSocket.ts';
import { initialNotificationsState, notificationsReducer, type NotificationsState } from './state.ts';

interface UseNotificationsOptions {
  /**
   * Unread count of the support chat. The chat SDK is not loaded by this widget (no external
   * hosts); whoever runs it passes its unread count here. Default 0.
   */
  supportChatUnread?: number;
  /** The WebSocket constructor; defaults to the browser's. Tests pass a fake. */
  WebSocket?: SocketConstructor;
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

/**
 * Binds the notifications state to the support-chat token call and the signals socket. The socket
 * URL carries the configured token (config.token, '' when absent) and the marketplace URL.
 * Unmounting aborts the token call, closes the socket and clears its timers.
 */
export function useNotifications(options: UseNotificationsOptions = {}): NotificationsView {
  const nav = useNav();
  const env = useNavEnv();
  const enabled = isNotificationsEnabled(nav);
  const marketUrl = nav.config.marketUrl;
  const token = nav.config.token ?? '';
  const SocketImpl = options.WebSocket ?? defaultWebSocket();
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void fetchSupportChatToken(env, marketUrl, controller.signal).then((result) => {
      if (result && !controller.signal.aborted) dispatch({ type: 'SupportChatTokenLoaded', token: result });
    });
    return () => controller.abort();
  }, [enabled, env, marketUrl]);

  useEffect(() => {
    if (!enabled || !SocketImpl) return;
    const socket = new SignalsSocket({
      url: getSignalsUrl(marketUrl, token),
      WebSocket: SocketImpl,
      timers: browserTimers,
      onCounts: (counts) => dispatch({ type: 'SignalsMessage', counts }),
      onStatus: (status) => dispatch({ type: 'SocketStatusChanged', status }),
    });
    socket.start();
    return () => socket.stop();
  }, [enabled, marketUrl, token, SocketImpl]);

  const active = enabled && state.status === 'connected';
  const supportChatUnread = options.supportChatUnread ?? 0;
  return {
    enabled,
    state,
    unreadBadge: active ? badgeText(supportChatUnread + state.signalsUnread, state.hasUnreadMessages) : { kind: 'none' },
    homeBadge: active ? badgeText(state.homeUpdated) : { kind: 'none' },
  };
}
