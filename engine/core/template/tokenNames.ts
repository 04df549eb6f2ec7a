/**
 * The partner contract's token names (DESIGN §3): the one list, which the default placeholders
 * (typed by ComponentToken), the linter and the docs' lists (checked by tokenNames.docs.test.ts)
 * follow. Value tokens may stand in text or an attribute value; component tokens stand where an
 * element may stand. The banners are no token: they render above the header on their own (SPEC §1).
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
] as const;

export type ValueToken = (typeof VALUE_TOKENS)[number];
export type ComponentToken = (typeof COMPONENT_TOKENS)[number];

const valueSet = new Set<string>(VALUE_TOKENS);
const componentSet = new Set<string>(COMPONENT_TOKENS);

export function isValueToken(name: string): name is ValueToken {
  return valueSet.has(name);
}

export function isComponentToken(name: string): name is ComponentToken {
  return componentSet.has(name);
}
