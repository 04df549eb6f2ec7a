import { useUserMenu } from './useUserMenu.ts';

/** The userFirstName placeholder, as text. */
export function UserFirstName() {
  const { firstName } = useUserMenu();
  return <span className="unav-user-first-name">{firstName}</span>;
}
