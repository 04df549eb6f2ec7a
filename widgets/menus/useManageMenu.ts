import { useMemo } from 'react';
import { getManageMenuItems, type MenuItem } from '../../engine/core/nav/menuItems.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';

export const MANAGE_DROPDOWN_ID = 'manage';

/** The Manage dropdown's items and trigger text, from the navigation context. */
export function useManageMenu(): { items: MenuItem[]; label: string } {
  const nav = useNav();
  const items = useMemo(() => getManageMenuItems(nav), [nav]);
  return { items, label: nav.t('unav.manage') };
}
