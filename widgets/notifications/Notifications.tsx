import { messengerLabelKey } from '../../engine/core/nav/messengerLabel.ts';
import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { Badge } from '../../ui/Badge.tsx';
import type { SocketConstructor } from '../../services/signals/signalsSocket.ts';
import { useNotifications } from './useNotifications.ts';

export interface NotificationsProps {
  /** Label of the messages icon. [the messenger label rule: 'Messages', or 'Sales and Tech Support' for RESELLER on the AppSmart hosts] */
  messagesLabel?: string;
  /** Support-chat unread count, from whoever runs the chat SDK. [0] */
  supportChatUnread?: number;
  /** WebSocket constructor; null opens no socket and joins no other tab's (a preview). [the browser's] */
  WebSocket?: SocketConstructor | null;
}

function HomeIcon() {
  return (
    <svg className="unav-notifications__svg" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M16 4 3 15h4v13h7v-8h4v8h7V15h4z" fill="currentColor" />
    </svg>
  );
}

function MessagesIcon() {
  return (
    <svg className="unav-notifications__svg" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 5h24v17H12l-6 5v-5H4z" fill="currentColor" />
    </svg>
  );
}

/** Home (activity) and messages icons with live counters (SPEC §4); nothing when not enabled. */
export function Notifications({ messagesLabel, supportChatUnread = 0, WebSocket }: NotificationsProps) {
  const nav = useNav();
  const env = useNavEnv();
  const { enabled, state, unreadBadge, homeBadge } = useNotifications({
    supportChatUnread,
    ...(WebSocket !== undefined ? { WebSocket } : {}),
  });
  if (!enabled) return null;

  const homeLabel = nav.t('unav.notifications.home');
  const messages = messagesLabel ?? nav.t(messengerLabelKey(nav, env.location.hostname));
  const homeName = homeBadge.kind === 'count' ? nav.t('unav.notifications.updated', homeLabel, homeBadge.text, homeBadge.count) : homeLabel;
  const messagesName =
    unreadBadge.kind === 'count'
      ? nav.t('unav.notifications.unread', messages, unreadBadge.text, unreadBadge.count)
      : unreadBadge.kind === 'dot'
        ? nav.t('unav.notifications.newMessages', messages)
        : messages;

  return (
    <div className="unav-notifications" data-status={state.status} data-socket={state.socketRole ?? undefined}>
      <a className="unav-notifications__icon" href={getStaticLink(nav.config.marketUrl, 'appwise')} aria-label={homeName} title={homeLabel}>
        <HomeIcon />
        <Badge className="unav-notifications__badge" badge={homeBadge} />
      </a>
      <a className="unav-notifications__icon" href={getStaticLink(nav.config.marketUrl, 'messenger')} aria-label={messagesName} title={messages}>
        <MessagesIcon />
        <Badge className="unav-notifications__badge" badge={unreadBadge} />
      </a>
    </div>
  );
}
