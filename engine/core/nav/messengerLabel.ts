import type { NavContext } from '../context/navContext.ts';
import { Role, hasRole } from './roles.ts';

/**
 * The two AppSmart marketplaces (production and sandbox) where resellers' messenger is their
 * sales and tech support line (SPEC §6). Host names as served; the partner table maps them to
 * the APPSMART and APPSMARTSANDBOX tenants.
 */
const APPSMART_HOSTS: readonly string[] = ['marketplace.appsmart.com', 'marketplace.appsmartsandbox.com'];

/** The messenger label key: 'Sales and Tech Support' for RESELLER on an AppSmart host, else 'Messages'. */
export function messengerLabelKey(nav: Pick<NavContext, 'user'>, hostname: string): string {
  const appSmart = APPSMART_HOSTS.includes(hostname.toLowerCase());
  return appSmart && hasRole(nav.user, Role.RESELLER) ? 'unav.messenger.salesAndTechSupport' : 'unav.messenger';
}
