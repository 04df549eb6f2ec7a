import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { LinkMenu } from './LinkMenu.tsx';
import { MANAGE_DROPDOWN_ID, useManageMenu } from './useManageMenu.ts';

/** The manageDropdown placeholder: the areas this user may manage (SPEC §2, §6). */
export function ManageMenu({ handover }: HandoverProps) {
  const { items, label } = useManageMenu();
  return <LinkMenu dropdownId={MANAGE_DROPDOWN_ID} className="unav-manage-menu" trigger={label} items={items} handover={handover} />;
}
