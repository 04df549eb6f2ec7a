import { useEffect, useReducer } from 'react';
import { createPagePresence } from '../../engine/browser/pagePresence.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { SocketConstructor } from '../../services/signals/signalsSocket.ts';
import { startLazily } from '../../services/startLazily.ts';
import { afterFirstPaint } from '../../ui/lazy/firstPaint.ts';
import { badgeText, type Badge } from '../../ui/badgeText.ts';
import { isNotificationsEnabled } from './isNotificationsEnabled.ts';
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

function defaultWebSocket(): SocketConstructor | undefined {
  return (globalThis as { WebSocket?: SocketConstructor }).WebSocket;
}

/**
 * Binds the notifications state to the signals the tabs of the browser share (subscribeToSignals):
 * the socket URL carries the configured token (config.token, '' when absent) and the marketplace
 * URL. Unmounting leaves: the socket closes if this tab held it, its timers and listeners are cleared.
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
    // The socket and its sharing between tabs come in a chunk of their own, after the first frame.
    return startLazily(
      () => afterFirstPaint().then(() => import('../../services/tabs/subscribeToSignals.ts')),
      ({ subscribeToSignals }) =>
        subscribeToSignals(
          { marketUrl, token, userId, WebSocket: SocketImpl, presence: createPagePresence() },
          {
            counts: (counts) => dispatch({ type: 'CountsReceived', counts }),
            status: (status) => dispatch({ type: 'SocketStatusChanged', status }),
            role: (role) => dispatch({ type: 'SocketRoleChanged', role }),
          },
        ),
      () => dispatch({ type: 'SocketStatusChanged', status: 'closed' }),
    );
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
