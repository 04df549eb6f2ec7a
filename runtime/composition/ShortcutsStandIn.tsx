import { useNav } from '../../engine/react/context/NavContext.tsx';
import { isNotificationsEnabled } from '../../widgets/notifications/isNotificationsEnabled.ts';
import { NotificationIcons } from '../../widgets/notifications/NotificationIcons.tsx';
import { ShortcutLinks } from './ShortcutLinks.tsx';

/**
 * The notification icons and shortcuts (Shortcuts.tsx) while their code loads: the same links,
 * without counters. The counters come with the signals socket, which is after the first frame anyway.
 */
export function ShortcutsStandIn() {
  const nav = useNav();
  return (
    <>
      {isNotificationsEnabled(nav) ? <NotificationIcons /> : null}
      <ShortcutLinks />
    </>
  );
}
