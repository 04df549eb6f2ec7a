/**
 * SPEC §3: the partner table maps host names to tenants (APPSMART, APPSMARTSANDBOX, DES, DATAOPS).
 * The host names are the ones the local marketplace's partner fixtures use; a host page with
 * other host names passes its own table as `config.partnerHosts`.
 */
export const DEFAULT_PARTNER_HOSTS: Readonly<Record<string, readonly string[]>> = {
  APPSMART: ['www.appsmart.com', 'marketplace.appsmart.com'],
  APPSMARTSANDBOX: ['test.appsmart.com', 'sandbox.appsmart.com'],
  DES: ['marketplace.digital-enterprise-services.com'],
  DATAOPS: ['apps.dataops-cloud.com'],
};

/** The tenant whose host names include this one (case-insensitive), if any. */
export function partnerForHost(hostname: string, table: Readonly<Record<string, readonly string[]>> = DEFAULT_PARTNER_HOSTS): string | undefined {
  const host = hostname.toLowerCase();
  return Object.keys(table).find((partner) => table[partner]?.some((candidate) => candidate.toLowerCase() === host));
}
