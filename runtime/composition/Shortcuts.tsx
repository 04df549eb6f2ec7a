import type { ReactNode } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { isNotificationsEnabled } from '../../widgets/notifications/isNotificationsEnabled.ts';
import { Notifications, type NotificationsProps } from '../../widgets/notifications/Notifications.tsx';
import { useSupportChat } from '../../widgets/supportChat/useSupportChat.ts';
import { getShortcutLinks, type ShortcutKind } from './shortcutLinks.ts';

const GLYPHS: Record<ShortcutKind, ReactNode> = {
  appwise: <path d="M5 6h22v4H5zm0 8h22v4H5zm0 8h14v4H5z" fill="currentColor" />,
  appinsight: <path d="M5 27V15h5v12zm8.5 0V5h5v22zM22 27V11h5v16z" fill="currentColor" />,
  marketplace: <path d="M6 6h20l2 8H4zm0 10h20v11H6zm6 3v6h8v-6z" fill="currentColor" />,
};

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
      {getShortcutLinks(nav).map((link) => (
        <a key={link.kind} className="unav-notifications__icon" data-shortcut={link.kind} href={link.href} aria-label={nav.t(link.labelKey)} title={nav.t(link.labelKey)}>
          <svg className="unav-notifications__svg" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false">
            {GLYPHS[link.kind]}
          </svg>
        </a>
      ))}
    </>
  );
}
