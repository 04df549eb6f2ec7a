import type { NavEnv, StorageLike } from '../env.ts';
import { marketKeyPart, parseStorageKey } from './storageKey.ts';
import { storedUserIdKey } from './storedUserId.ts';

export interface UserDataStores {
  marketUrl: string;
  /** The ids the leaving user is known by (the bootstrap's uuid, UserInfo's user_id, the stored id). */
  userIds: readonly (string | undefined)[];
  /** Local-storage keys of maps from user id to that user's data (recent searches, SPEC §9). */
  perUserMaps: readonly string[];
  /** Session-storage keys that hold the user's data (the cart's, SPEC §9). */
  sessionKeys: readonly string[];
}

/**
 * On logout, before the browser leaves the page: the stored user id and every entry the runtime
 * keeps for a user of this market (header cache, bootstrap, My Apps, configuration, chosen company
 * and locale: any key with a user id part), that user's entries in per-user maps, and the
 * session-storage values go. The next page then has nobody's data to show first. The visitor's
 * entries (an empty user part) stay. Storage failures are ignored: logging out must go on.
 */
export function clearUserData(env: NavEnv, stores: UserDataStores): void {
  const market = marketKeyPart(stores.marketUrl);
  const ids = stores.userIds.filter((id): id is string => Boolean(id));
  quietly(() => {
    for (const key of env.localStorage.keys()) {
      const parts = parseStorageKey(key);
      if (parts?.market === market && parts.userId !== '') env.localStorage.removeItem(key);
    }
  });
  quietly(() => env.localStorage.removeItem(storedUserIdKey(stores.marketUrl)));
  for (const mapKey of stores.perUserMaps) quietly(() => dropUsers(env.localStorage, mapKey, ids));
  for (const key of stores.sessionKeys) quietly(() => env.sessionStorage.removeItem(key));
}

function dropUsers(storage: StorageLike, mapKey: string, ids: readonly string[]): void {
  const raw = storage.getItem(mapKey);
  if (raw === null) return;
  let map: unknown;
  try {
    map = JSON.parse(raw);
  } catch {
    return storage.removeItem(mapKey);
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return storage.removeItem(mapKey);
  const kept = Object.fromEntries(Object.entries(map).filter(([id]) => !ids.includes(id)));
  if (Object.keys(kept).length === 0) storage.removeItem(mapKey);
  else storage.setItem(mapKey, JSON.stringify(kept));
}

function quietly(run: () => void): void {
  try {
    run();
  } catch {
    // A blocked storage holds nothing this page could show anyway.
  }
}
