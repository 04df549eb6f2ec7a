import { UserAvatar } from './UserAvatar.tsx';
import { UserFirstName } from './UserFirstName.tsx';
import { USER_DROPDOWN_ID, useUserMenu } from './useUserMenu.ts';

/** What the user menu's trigger shows and says, and its items: the menu's and its stand-in's alike. */
export function useUserMenuTrigger() {
  const { items, firstName, fullName, fallbackLabel } = useUserMenu();
  return {
    dropdownId: USER_DROPDOWN_ID,
    className: 'unav-user-menu',
    triggerLabel: firstName ? undefined : fallbackLabel,
    // Phones and partner templates hide the first name (display: none): the title still names it.
    triggerTitle: fullName || undefined,
    trigger: (
      <>
        <UserAvatar />
        <UserFirstName />
      </>
    ),
    items,
  };
}
