import type { SearchScope, Suggestion } from './types.ts';

/**
 * The inline completion (SPEC §2, §4): in scope all, the first suggestion that extends the typed
 * text; the typed part keeps the user's casing. Null when there is nothing to add.
 */
export function completionHint(query: string, scope: SearchScope, suggestions: readonly Suggestion[]): string | null {
  if (scope !== 'all' || query.trim() === '') return null;
  const typed = query.toLowerCase();
  const match = suggestions.find(({ label }) => label.length > query.length && label.toLowerCase().startsWith(typed));
  return match ? query + match.label.slice(query.length) : null;
}
