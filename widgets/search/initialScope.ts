import type { SearchScope } from './types.ts';

/**
 * The scope at start (SPEC §2, §4): a scope preselected from the page's pl wins; with a known
 * capability, defaultFilter if it is an offered scope, else all; otherwise marketplace.
 */
export function initialScope(
  scopes: readonly SearchScope[],
  defaultFilter: string | undefined,
  preselected: SearchScope | null,
): SearchScope {
  if (preselected && scopes.includes(preselected)) return preselected;
  if (!scopes.includes('all')) return 'marketplace';
  const valid = scopes.find((scope) => scope === defaultFilter);
  return valid ?? 'all';
}
