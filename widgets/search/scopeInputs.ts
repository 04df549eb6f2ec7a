import type { NavEnv } from '../../engine/core/env.ts';
import { knownCapabilities } from './knownCapabilities.ts';
import { scopeForProductLine, type ResellerLines } from './scopeProductLines.ts';
import type { ScopeInputs } from './state.ts';
import type { SearchConfig } from './types.ts';

/** The config's and the page's part in the scopes: known capabilities, reseller host, defaultFilter, the page's pl. */
export function scopeInputs(config: SearchConfig, env: NavEnv, lines: ResellerLines | null): ScopeInputs {
  return {
    capabilities: knownCapabilities(config.capabilities),
    reseller: lines !== null,
    defaultFilter: config.defaultFilter,
    preselected: scopeForProductLine(new URLSearchParams(env.location.search).get('pl'), lines),
  };
}
