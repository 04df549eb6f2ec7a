import type { PerEnvironment } from './types.ts';

/**
 * SPEC §9: the reseller variant is detected by the host name of the production or test reseller
 * marketplace (the AppSmart hosts of the partner table). A host page overrides them with
 * `search.resellerHosts`.
 */
export const DEFAULT_RESELLER_HOSTS: PerEnvironment<string[]> = {
  production: ['www.appsmart.com', 'marketplace.appsmart.com'],
  test: ['test.appsmart.com', 'sandbox.appsmart.com'],
};
