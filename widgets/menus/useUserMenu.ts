import { useMemo } from 'react';
import { getUserMenuItems, type MenuItem } from '../../engine/core/nav/menuItems.ts';
import { getUserInitials } from '../../engine/core/user/getUserInitials.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';

export const USER_DROPDOWN_ID = 'user';

interface UserMenuModel {
  items: MenuItem[];
  firstName: string;
  /** The user's full name: the trigger's title, its name where a template hides the first name. */
  fullName: string;
  picture: string | undefined;
  initials: string;
  /** The trigger's name when the user has no first name to show. */
  fallbackLabel: string;
}

export function useUserMenu(): UserMenuModel {
  const nav = useNav();
  const items = useMemo(() => getUserMenuItems(nav), [nav]);
  return {
    items,
    firstName: nav.user.firstName,
    fullName: nav.user.name || nav.user.firstName,
    picture: nav.user.picture || undefined,
    initials: getUserInitials(nav.user.name || nav.user.firstName),
    fallbackLabel: nav.t('unav.userMenu'),
  };
}
