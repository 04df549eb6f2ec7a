import type { StorageLike } from './env.ts';

/** An in-memory storage with the StorageLike shape: browsers that deny storage, and tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}
