import type { NavUser } from '../context/navContext.ts';

/** Role names of SPEC §6, spelled once so a typo is a type error. */
export const Role = {
  BILLING_ADMIN: 'BILLING_ADMIN',
  CHANNEL_ADMIN: 'CHANNEL_ADMIN',
  CHANNEL_SUPPORT: 'CHANNEL_SUPPORT',
  CHANNEL_PRODUCT_SUPPORT: 'CHANNEL_PRODUCT_SUPPORT',
  SALES_SUPPORT: 'SALES_SUPPORT',
  REPORTS_CHANNEL_ADMIN: 'REPORTS_CHANNEL_ADMIN',
  CORPORATE_ADMIN: 'CORPORATE_ADMIN',
  NETWORK_CATALOG_MANAGER: 'NETWORK_CATALOG_MANAGER',
  DEVELOPER: 'DEVELOPER',
  RESELLER_MANAGER: 'RESELLER_MANAGER',
  RESELLER: 'RESELLER',
  REFERRAL: 'REFERRAL',
  SUPERUSER: 'SUPERUSER',
  SUPER_SUPPORT: 'SUPER_SUPPORT',
  INTERNAL_REPORTS_USER: 'INTERNAL_REPORTS_USER',
} as const;

type RoleName = (typeof Role)[keyof typeof Role];

type WithRoles = Pick<NavUser, 'roles'>;

/** Roles are checked by inclusion (SPEC §6): the user holds the role among others. */
export function hasRole(user: WithRoles, role: RoleName): boolean {
  return user.roles.includes(role);
}

export function hasAnyRole(user: WithRoles, roles: readonly RoleName[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}
