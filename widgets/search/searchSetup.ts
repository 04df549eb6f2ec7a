import type { CustomSearchQuery } from '../../engine/core/config/searchOptions.ts';
import type { NavEnv } from '../../engine/core/env.ts';
import { createSearchApi, type SearchApi } from './api.ts';
import { defaultSearchValue } from './defaultSearchValue.ts';
import { resellerEnvironment } from './resellerEnvironment.ts';
import { resellerLines, type ResellerLines } from './scopeProductLines.ts';
import { scopeInputs } from './scopeInputs.ts';
import { createInitialSearchState, searchReducer, type SearchState } from './state.ts';
import type { SearchConfig } from './types.ts';

/** What the widget reads from its config once, at mount. */
export interface SearchSetup {
  api: SearchApi;
  marketUrl: string;
  /** The reseller marketplace's product lines; null off the reseller hosts. */
  lines: ResellerLines | null;
}

export function createSearchSetup(config: SearchConfig, env: NavEnv): SearchSetup {
  const marketUrl = config.marketUrl ?? env.location.origin;
  const environment = resellerEnvironment(env.location.hostname, config.resellerHosts);
  return {
    api: createSearchApi(env, marketUrl, config.domain),
    marketUrl,
    lines: environment ? resellerLines(config, environment) : null,
  };
}

/**
 * The state at mount: the default search value, then the config applied first of all (the startup
 * order of SPEC §4), with the scope of the page's pl preselected in the reseller variant.
 */
export function createMountedSearchState(config: SearchConfig, env: NavEnv, lines: ResellerLines | null, custom?: CustomSearchQuery): SearchState {
  return searchReducer(createInitialSearchState(defaultSearchValue(env.location.hash, custom)), { type: 'WidgetMounted', ...scopeInputs(config, env, lines) });
}
