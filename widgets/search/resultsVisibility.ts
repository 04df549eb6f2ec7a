import type { SearchScope } from './types.ts';

/**
 * Results show only when set to show and the query is non-empty, or, in scope all, when the
 * query is empty but recent queries exist (SPEC §4).
 */
export function resultsShown(showResults: boolean, query: string, scope: SearchScope, recentCount: number): boolean {
  if (!showResults) return false;
  if (query.trim() !== '') return true;
  return scope === 'all' && recentCount > 0;
}

/** The panel shows when results are shown and either rows exist or hideOnEmpty is off (SPEC §2). */
export function panelVisible(shown: boolean, rowCount: number, hideOnEmpty: boolean): boolean {
  return shown && (rowCount > 0 || !hideOnEmpty);
}
