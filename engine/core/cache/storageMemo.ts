import type { StorageLike } from '../env.ts';

type Parse = (raw: string | null) => unknown;

/** What a memo holds beside the strings: each key's readings, by the function that read it. */
const readingsOf = new WeakMap<StorageLike, Map<string, Map<Parse, unknown>>>();

/**
 * A storage read through a memo, for one view: each key is read from the storage once, and each
 * reading of it (readStored) is done once. A write or a removal goes through to the storage and
 * forgets what the memo held for that key, so the view reads back what it wrote. Another tab's
 * writes are seen by the next view, which makes a new memo; a memo lives no longer than one view's
 * load. A memo given again is returned as it is: one view, one memo.
 */
export function createStorageMemo(storage: StorageLike): StorageLike {
  if (readingsOf.has(storage)) return storage;
  const strings = new Map<string, string | null>();
  const readings = new Map<string, Map<Parse, unknown>>();
  const forget = (key: string) => {
    strings.delete(key);
    readings.delete(key);
  };
  const memo: StorageLike = {
    getItem(key) {
      if (strings.has(key)) return strings.get(key) ?? null;
      const value = storage.getItem(key);
      strings.set(key, value);
      return value;
    },
    setItem(key, value) {
      forget(key);
      storage.setItem(key, value);
    },
    removeItem(key) {
      forget(key);
      storage.removeItem(key);
    },
    keys: () => storage.keys(),
  };
  readingsOf.set(memo, readings);
  return memo;
}

/**
 * What `parse` makes of the value stored under `key` (null when there is none). Through a memo
 * (createStorageMemo) it is parsed once per view; `parse` must be a function of the stored string
 * alone, and its result is shared, so nobody may change it. A `parse` that throws is not kept.
 */
export function readStored<T>(storage: StorageLike, key: string, parse: (raw: string | null) => T): T {
  const raw = storage.getItem(key);
  const readings = readingsOf.get(storage);
  if (!readings) return parse(raw);
  let byParse = readings.get(key);
  if (byParse?.has(parse)) return byParse.get(parse) as T;
  const value = parse(raw);
  if (!byParse) readings.set(key, (byParse = new Map()));
  byParse.set(parse, value);
  return value;
}
