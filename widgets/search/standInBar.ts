import type { CustomSearchQuery } from '../../engine/core/config/searchOptions.ts';
import type { NavEnv } from '../../engine/core/env.ts';
import { MAX_QUERY_LENGTH } from './constants.ts';
import { defaultSearchValue } from './defaultSearchValue.ts';
import { mountedScopes } from './mountedScopes.ts';
import { resellerEnvironment } from './resellerEnvironment.ts';
import { scopeInputs } from './scopeInputs.ts';
import { resellerLines } from './scopeProductLines.ts';
import type { SearchConfig } from './types.ts';

/**
 * What the widget shows at mount, closed (its scopes, the chosen one, the default search value),
 * worked out as the widget does but without its state and calls: the stand-in's bar.
 */
export function standInBar(config: SearchConfig, env: NavEnv, custom?: CustomSearchQuery) {
  const environment = resellerEnvironment(env.location.hostname, config.resellerHosts);
  const { scopes, scope } = mountedScopes(scopeInputs(config, env, environment ? resellerLines(config, environment) : null));
  return { scopes, scope, query: defaultSearchValue(env.location.hash, custom).slice(0, MAX_QUERY_LENGTH) };
}
