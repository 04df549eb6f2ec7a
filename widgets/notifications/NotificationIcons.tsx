import { messengerLabelKey } from '../../engine/core/nav/messengerLabel.ts';
import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { Badge } from '../../ui/Badge.tsx';
import type { Badge as BadgeValue } from '../../ui/badgeText.ts';

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

const NO_BADGE: BadgeValue = { kind: 'none' };

interface NotificationIconsProps {
  /** Label of the messages icon. [the messenger label rule] */
  messagesLabel?: string | undefined;
  homeBadge?: BadgeValue;
  unreadBadge?: BadgeValue;
  /** The counters' state and the socket's role, on the live widget. */
  status?: string;
  socket?: string | undefined;
}

/**
 * The home (activity) and messages icons, each named with its counter (SPEC §4): the live widget's
 * (Notifications.tsx), and its stand-in's with no counter yet.
 */
export function NotificationIcons({ messagesLabel, homeBadge = NO_BADGE, unreadBadge = NO_BADGE, status, socket }: NotificationIconsProps) {
  const nav = useNav();
  const env = useNavEnv();
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
    <div className="unav-notifications" data-status={status} data-socket={socket}>
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
