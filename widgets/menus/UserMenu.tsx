import { LinkMenu } from './LinkMenu.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { UserFirstName } from './UserFirstName.tsx';
import { USER_DROPDOWN_ID, useUserMenu } from './useUserMenu.ts';

/** The userList placeholder: avatar and first name opening the account links (SPEC §2). */
export function UserMenu() {
  const { items, firstName, fullName, fallbackLabel } = useUserMenu();
  return (
    <LinkMenu
      dropdownId={USER_DROPDOWN_ID}
      className="unav-user-menu"
      triggerLabel={firstName ? undefined : fallbackLabel}
      // Phones and partner templates hide the first name (display: none): the title still names it.
      triggerTitle={fullName || undefined}
      trigger={
        <>
          <UserAvatar />
          <UserFirstName />
        </>
      }
      items={items}
    />
  );
}
