import type { NavContext } from '../context/navContext.ts';
import { partnerForHost } from './partnerTable.ts';
import { Role, hasRole } from './roles.ts';

/** The AppSmart tenants of the partner table: its production marketplace and its sandbox. */
const APPSMART_TENANTS: readonly string[] = ['APPSMART', 'APPSMARTSANDBOX'];

/**
 * The messenger label key (SPEC §6): 'Sales and Tech Support' for RESELLER on the AppSmart hosts,
 * where the messenger is resellers' sales and tech support line; else 'Messages'. The AppSmart
 * hosts are those the partner table (the host's own, or the default) maps to an AppSmart tenant.
 */
export function messengerLabelKey(nav: Pick<NavContext, 'user' | 'config'>, hostname: string): string {
  const tenant = partnerForHost(hostname, nav.config.partnerHosts);
  const appSmart = tenant !== undefined && APPSMART_TENANTS.includes(tenant);
  return appSmart && hasRole(nav.user, Role.RESELLER) ? 'unav.messenger.salesAndTechSupport' : 'unav.messenger';
}
