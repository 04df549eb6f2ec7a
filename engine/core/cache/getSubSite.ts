import type { NavConfig } from '../config/navConfig.ts';
import { getConfigPartner } from '../config/getConfigPartner.ts';

/**
 * The sub-site a header cache entry belongs to: one marketplace origin can serve several channels
 * (business units), each with its own partner templates, so the channel or partner the host names
 * scopes the entry. A change drops the cache (SPEC §4). Empty when the host names neither.
 */
export function getSubSite(config: Pick<NavConfig, 'channel' | 'partner'>): string {
  return getConfigPartner(config) ?? '';
}
