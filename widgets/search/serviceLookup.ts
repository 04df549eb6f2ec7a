import { BUILT_IN_SERVICES } from './constants.ts';
import type { EnabledService, ServiceLookup } from './types.ts';

/**
 * Display name and icon per service (SPEC §3): keyed by product uuid, or by name without one;
 * services without a product uuid get no icon. The three built-ins are always there.
 */
export function serviceLookup(services: readonly EnabledService[]): ServiceLookup {
  const lookup: ServiceLookup = {};
  for (const [key, label] of Object.entries(BUILT_IN_SERVICES)) lookup[key] = { label, iconUrl: '' };
  for (const service of services) {
    const uuid = service.marketplace_product_uuid || undefined;
    const key = uuid ?? service.name;
    if (!key) continue;
    lookup[key] = {
      label: service.pretty_name || service.name || key,
      iconUrl: uuid ? (service.icon_url || service.logo_url || '') : '',
    };
  }
  return lookup;
}
