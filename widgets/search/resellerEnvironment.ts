import { DEFAULT_RESELLER_HOSTS } from './defaultResellerHosts.ts';
import type { PerEnvironment, ResellerEnvironment } from './types.ts';

/** The reseller variant is detected by the host name of its production or test marketplace (SPEC §9). */
export function resellerEnvironment(hostname: string, hosts: PerEnvironment<string[]> = DEFAULT_RESELLER_HOSTS): ResellerEnvironment | null {
  const host = hostname.toLowerCase();
  if (hosts.production.some((candidate) => candidate.toLowerCase() === host)) return 'production';
  if (hosts.test.some((candidate) => candidate.toLowerCase() === host)) return 'test';
  return null;
}
