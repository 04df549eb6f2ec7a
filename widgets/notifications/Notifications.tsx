import type { SocketConstructor } from '../../services/signals/signalsSocket.ts';
import { NotificationIcons } from './NotificationIcons.tsx';
import { useNotifications } from './useNotifications.ts';

export interface NotificationsProps {
  /** Label of the messages icon. [the messenger label rule: 'Messages', or 'Sales and Tech Support' for RESELLER on the AppSmart hosts] */
  messagesLabel?: string;
  /** Support-chat unread count, from whoever runs the chat SDK. [0] */
  supportChatUnread?: number;
  /** WebSocket constructor; null opens no socket and joins no other tab's (a preview). [the browser's] */
  WebSocket?: SocketConstructor | null;
}

/** Home (activity) and messages icons with live counters (SPEC §4); nothing when not enabled. */
export function Notifications({ messagesLabel, supportChatUnread = 0, WebSocket }: NotificationsProps) {
  const { enabled, state, unreadBadge, homeBadge } = useNotifications({
    supportChatUnread,
    ...(WebSocket !== undefined ? { WebSocket } : {}),
  });
  if (!enabled) return null;
  return (
    <NotificationIcons
      messagesLabel={messagesLabel}
      homeBadge={homeBadge}
      unreadBadge={unreadBadge}
      status={state.status}
      socket={state.socketRole ?? undefined}
    />
  );
}
