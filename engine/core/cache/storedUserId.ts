import type { NavEnv } from '../env.ts';
import { HEADER_WIDGET, storageKey } from './storageKey.ts';

/**
 * The id of the last signed-in user of this market, kept apart from any user's entries (an empty
 * user part) because it is what finds that user's entries before the bootstrap answers. It makes a
 * user static:loggedin while no live user is known (SPEC §4).
 */
export function storedUserIdKey(marketUrl: string): string {
  return storageKey({ marketUrl, widget: HEADER_WIDGET, key: 'userId' });
}

export function readStoredUserId(env: NavEnv, marketUrl: string): string | undefined {
  try {
    return env.localStorage.getItem(storedUserIdKey(marketUrl)) || undefined;
  } catch {
    return undefined;
  }
}

/** Stores the id, or forgets it when the user is signed out. Storage failures leave things as they are. */
export function writeStoredUserId(env: NavEnv, marketUrl: string, userId: string | undefined): void {
  try {
    if (userId) env.localStorage.setItem(storedUserIdKey(marketUrl), userId);
    else env.localStorage.removeItem(storedUserIdKey(marketUrl));
  } catch {
    // A full or blocked storage only costs the next page its cached first render.
  }
}
