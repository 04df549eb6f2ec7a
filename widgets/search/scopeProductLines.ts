import { ADVISORS_LINE, PROVIDERS_LINE, RESELLER_PRODUCT_LINES } from './constants.ts';
import type { ResellerEnvironment, SearchConfig, SearchScope } from './types.ts';

/** The product lines of the reseller scopes on one environment (SPEC §9). */
export interface ResellerLines {
  marketplace: number[];
  providers: number;
  advisors: number;
}

export function resellerLines(config: SearchConfig, environment: ResellerEnvironment): ResellerLines {
  return {
    marketplace: (config.productLines ?? RESELLER_PRODUCT_LINES)[environment],
    providers: (config.providersLine ?? PROVIDERS_LINE)[environment],
    advisors: (config.advisorsLine ?? ADVISORS_LINE)[environment],
  };
}

/**
 * The pl values a scope searches with (SPEC §7): all marketplace lines for marketplace scope,
 * the single line for providers and advisors; none outside the reseller variant.
 */
export function scopeProductLines(scope: SearchScope, lines: ResellerLines | null): number[] {
  if (!lines) return [];
  if (scope === 'marketplace') return lines.marketplace;
  if (scope === 'providers') return [lines.providers];
  if (scope === 'advisors') return [lines.advisors];
  return [];
}

/** The scope a page's pl value preselects in the reseller (smart app) variant (SPEC §2). */
export function scopeForProductLine(pl: string | null, lines: ResellerLines | null): SearchScope | null {
  if (!lines || !pl) return null;
  const line = Number(pl);
  if (!Number.isInteger(line)) return null;
  if (line === lines.providers) return 'providers';
  if (line === lines.advisors) return 'advisors';
  if (lines.marketplace.includes(line)) return 'marketplace';
  return null;
}
