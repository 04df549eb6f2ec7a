import { useNav } from '../../engine/react/context/NavContext.tsx';
import { isNotificationsEnabled } from '../../widgets/notifications/isNotificationsEnabled.ts';
import { Notifications, type NotificationsProps } from '../../widgets/notifications/Notifications.tsx';
import { useSupportChat } from '../../widgets/supportChat/useSupportChat.ts';
import { ShortcutLinks } from './ShortcutLinks.tsx';

/**
 * The `notifications` token's place in headerIn: the home and messages icons with their counters,
 * then the app-wise, app-insight and marketplace shortcuts (SPEC §2). They share the icon style.
 * The unread badge is the sum of support-chat unread and signals unread (SPEC §4).
 */
export function Shortcuts({ WebSocket }: Pick<NotificationsProps, 'WebSocket'> = {}) {
  const nav = useNav();
  const supportChat = useSupportChat(isNotificationsEnabled(nav));
  return (
    <>
      <Notifications supportChatUnread={supportChat.unread} {...(WebSocket !== undefined ? { WebSocket } : {})} />
      <ShortcutLinks />
    </>
  );
}
