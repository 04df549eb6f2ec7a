/**
 * Component tokens whose content belongs to the signed-in user (name, avatar, menus, apps, cart,
 * notifications, companies, currency). While `nav.userPending` is set they render a neutral
 * stand-in instead (engine/core/user/withholdUserData.ts).
 */
const USER_BOUND_TOKENS: ReadonlySet<string> = new Set([
  'userImage', 'userList', 'manageDropdown', 'companyDropdown', 'currencySelect',
  'cart', 'myApps', 'notifications', 'mobileMenu',
]);

export function isUserBoundToken(name: string): boolean {
  return USER_BOUND_TOKENS.has(name);
}
