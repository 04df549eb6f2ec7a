/**
 * The partner contract's token names (DESIGN §3). Value tokens may stand in text or an attribute
 * value; component tokens stand where an element may stand.
 */
export const VALUE_TOKENS = [
  'userFirstName',
  'copyrightYear',
  'companyName',
  'supportEmail',
  'supportUrl',
  'privacyPolicyUrl',
  'termsUrl',
  'helpCenterUrl',
  'marketUrl',
] as const;

export const COMPONENT_TOKENS = [
  'logo',
  'searchBox',
  'companyDropdown',
  'manageDropdown',
  'userImage',
  'userList',
  'loginItem',
  'signupItem',
  'languageSelect',
  'currencySelect',
  'cart',
  'myApps',
  'notifications',
  'mobileMenu',
  'footerLinks',
  'banners',
] as const;

export type ValueToken = (typeof VALUE_TOKENS)[number];
export type ComponentToken = (typeof COMPONENT_TOKENS)[number];

const valueSet = new Set<string>(VALUE_TOKENS);
const componentSet = new Set<string>(COMPONENT_TOKENS);

export function isValueToken(name: string): name is ValueToken {
  return valueSet.has(name);
}

export function isComponentToken(name: string): boolean {
  return componentSet.has(name);
}
