import { availableScopes } from './availableScopes.ts';
import { initialScope } from './initialScope.ts';
import type { ScopeInputs } from './state.ts';
import type { SearchScope } from './types.ts';

/** The scopes offered at mount and the one chosen (SPEC §4 startup: the config applied first of all). */
export function mountedScopes(inputs: ScopeInputs): { scopes: SearchScope[]; scope: SearchScope } {
  const scopes = availableScopes(inputs.capabilities.length > 0, inputs.reseller);
  return { scopes, scope: initialScope(scopes, inputs.defaultFilter, inputs.preselected) };
}
