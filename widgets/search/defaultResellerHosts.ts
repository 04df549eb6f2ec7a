import { DEFAULT_PARTNER_HOSTS } from '../../engine/core/nav/partnerTable.ts';
import type { PerEnvironment } from './types.ts';

/**
 * SPEC §9: the reseller variant is detected by the host name of the production or test reseller
 * marketplace: the AppSmart hosts of the partner table, production and sandbox. A host page
 * overrides them with `search.resellerHosts`.
 */
export const DEFAULT_RESELLER_HOSTS: PerEnvironment<string[]> = {
  production: [...DEFAULT_PARTNER_HOSTS.APPSMART],
  test: [...DEFAULT_PARTNER_HOSTS.APPSMARTSANDBOX],
};
