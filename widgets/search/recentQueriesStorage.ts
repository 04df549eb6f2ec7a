import type { StorageLike } from '../../engine/core/env.ts';
import { MAX_RECENT_QUERIES, RECENT_QUERIES_KEY } from './constants.ts';

type RecentsByUser = Record<string, string[]>;

/** The stored map of user id to recent queries; anything unreadable counts as empty. */
function readAll(storage: StorageLike): RecentsByUser {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECENT_QUERIES_KEY) ?? '{}');
  } catch {
    return {};
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RecentsByUser) : {};
}

/** Recent queries of one user (SPEC §9 keys); a corrupt value is dropped, never thrown. */
export function loadRecentQueries(storage: StorageLike, userId: string): string[] {
  const value: unknown = readAll(storage)[userId];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_QUERIES);
}

export function saveRecentQueries(storage: StorageLike, userId: string, recents: readonly string[]): void {
  try {
    storage.setItem(RECENT_QUERIES_KEY, JSON.stringify({ ...readAll(storage), [userId]: recents }));
  } catch {
    // A full or blocked storage only loses the history.
  }
}
