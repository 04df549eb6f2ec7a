/**
 * SPEC §3: the partner table maps host names to tenants (APPSMART, APPSMARTSANDBOX, DES, DATAOPS).
 * The host names are the ones the local marketplace's partner fixtures use; a host page with
 * other host names passes its own table as `config.partnerHosts`. It is the one list of the
 * AppSmart hosts: the messenger label (SPEC §6) and the search's reseller variant (SPEC §9) read
 * them from here.
 */
export const DEFAULT_PARTNER_HOSTS = {
  APPSMART: ['www.appsmart.com', 'marketplace.appsmart.com'],
  APPSMARTSANDBOX: ['test.appsmart.com', 'sandbox.appsmart.com'],
  DES: ['marketplace.digital-enterprise-services.com'],
  DATAOPS: ['apps.dataops-cloud.com'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The tenant whose host names include this one (case-insensitive), if any. */
export function partnerForHost(hostname: string, table: Readonly<Record<string, readonly string[]>> = DEFAULT_PARTNER_HOSTS): string | undefined {
  const host = hostname.toLowerCase();
  return Object.keys(table).find((partner) => table[partner]?.some((candidate) => candidate.toLowerCase() === host));
}
