import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { LinkMenuStandIn } from './LinkMenuStandIn.tsx';
import { MANAGE_DROPDOWN_ID, useManageMenu } from './useManageMenu.ts';

/** The Manage menu (ManageMenu.tsx) while its code loads (ui/lazy/lazyWidget.tsx). */
export function ManageMenuStandIn(standIn: StandInProps) {
  const { items, label } = useManageMenu();
  return <LinkMenuStandIn {...standIn} dropdownId={MANAGE_DROPDOWN_ID} className="unav-manage-menu" trigger={label} items={items} />;
}
