import { MAX_RECENT_QUERIES } from './constants.ts';

/**
 * Adds a searched query to the recent queries (SPEC §5): trimmed, empty ignored, an existing
 * case-insensitive duplicate removed, the new one first, at most 100 kept.
 */
export function addRecentQuery(recents: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...recents];
  const key = trimmed.toLowerCase();
  return [trimmed, ...recents.filter((recent) => recent.trim().toLowerCase() !== key)].slice(0, MAX_RECENT_QUERIES);
}
