export { DropdownGroup, useDropdown, type DropdownHandle } from './DropdownGroup.tsx';
export { ManageMenu } from './ManageMenu.tsx';
export { UserMenu } from './UserMenu.tsx';
export { UserAvatar } from './UserAvatar.tsx';
export { UserFirstName } from './UserFirstName.tsx';
export { LinkMenu, type LinkMenuProps } from './LinkMenu.tsx';
export { useMenuButton, type MenuButtonBehaviour } from './useMenuButton.ts';
