import type { TemplateName } from '../wire/marketTypes.ts';
import type { NavigationKind } from '../context/navContext.ts';
import { hasFlagVariant } from './hasFlagVariant.ts';
import { isMarketplacePage } from './isMarketplacePage.ts';
import { Role } from './roles.ts';

/** Roles that get the global merchant navigation (SPEC §6). */
const MERCHANT_NAV_ROLES: readonly string[] = [
  Role.CHANNEL_PRODUCT_SUPPORT,
  Role.CHANNEL_SUPPORT,
  Role.CHANNEL_ADMIN,
  Role.REPORTS_CHANNEL_ADMIN,
  Role.CORPORATE_ADMIN,
  Role.SALES_SUPPORT,
  Role.RESELLER_MANAGER,
  Role.SUPERUSER,
  Role.SUPER_SUPPORT,
];

/**
 * Account statuses of a marketplace whose free trial has ended: its admins still get the merchant
 * nav, where the upgrade path lives. Named here, the one home of this list.
 */
const FREE_TRIAL_EXPIRED_STATUSES: readonly string[] = ['FREE_TRIAL_EXPIRED', 'TRIAL_EXPIRED'];

/** Tenants (partners) that load their own partner navigation (SPEC §4). */
const PARTNER_NAV_TENANTS: readonly string[] = ['APPSMART', 'APPSMARTSANDBOX', 'MPSEARCHANDCURATION'];

export type { NavigationKind };

export interface NavigationChoiceInput {
  forceMerchantNav?: boolean;
  selfserveMarketplace?: boolean;
  /** The page runs inside a frame of another application. */
  framed?: boolean;
  pathname: string;
  template: TemplateName;
  roles: readonly string[];
  accountStatus?: string;
  /** The tenant (config partner). */
  partner: string;
  /**
   * The quotes flag's variant on a quotes route (see shouldCheckQuotesFlag). Any variant, even 'off',
   * means the partner nav is not loaded and the standard header stays (SPEC §7); none: partner nav.
   */
  quotesFlagVariant?: string | boolean;
}

function merchantNavApplies(input: NavigationChoiceInput): boolean {
  const eligible =
    input.roles.some((role) => MERCHANT_NAV_ROLES.includes(role)) ||
    (input.accountStatus !== undefined && FREE_TRIAL_EXPIRED_STATUSES.includes(input.accountStatus));
  return (
    input.selfserveMarketplace === true &&
    !input.framed &&
    !isMarketplacePage(input.pathname) &&
    input.template !== 'headerCheckout' &&
    eligible
  );
}

/** The navigation to start (SPEC §4): merchant when forced or when it applies, partner for its tenants, else standard. */
export function chooseNavigation(input: NavigationChoiceInput): NavigationKind {
  if (input.forceMerchantNav || merchantNavApplies(input)) return 'merchant';
  if (PARTNER_NAV_TENANTS.includes(input.partner.toUpperCase()) && !hasFlagVariant(input.quotesFlagVariant)) return 'partner';
  return 'standard';
}

/** A quotes route asks the quotes flag before the partner nav loads (SPEC §2). */
export function shouldCheckQuotesFlag(pathname: string): boolean {
  return pathname.includes('v2/quotes/versions/');
}

/** The external script a navigation loads (SPEC §7): none for the standard one. */
export function navigationScript(kind: NavigationKind): string | undefined {
  if (kind === 'merchant') return 'merchant-nav.js';
  if (kind === 'partner') return 'appsmart-nav.js';
  return undefined;
}
