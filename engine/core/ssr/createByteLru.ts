export interface ByteLru<Value> {
  /** The value kept under key, now the most recently used; undefined when none is. */
  get(key: string): Value | undefined;
  /**
   * Keeps value under key with the bytes it holds (the caller's estimate), then drops the least
   * recently used values until the bound holds again. A value larger than the whole bound is not
   * kept (and the key's earlier value goes).
   */
  set(key: string, value: Value, bytes: number): void;
  /** A new bound: a lower one drops the least recently used values at once. */
  setMaxBytes(maxBytes: number): void;
  readonly maxBytes: number;
  /** The bytes held now: the sum of the kept values' estimates. */
  readonly bytes: number;
  readonly size: number;
  clear(): void;
}

interface Held<Value> {
  value: Value;
  bytes: number;
}

/**
 * A least-recently-used map bounded by the bytes its values hold rather than by their count: one
 * template set may weigh a hundred times another, so a count bounds neither memory nor hits.
 */
export function createByteLru<Value>(maxBytes: number): ByteLru<Value> {
  // A Map iterates in insertion order: a value used again is moved to the end, the first is the least recent.
  const held = new Map<string, Held<Value>>();
  let bound = checkedBound(maxBytes);
  let total = 0;

  const drop = (key: string) => {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    total -= entry.bytes;
  };
  const shrinkTo = (limit: number) => {
    for (const key of held.keys()) {
      if (total <= limit) return;
      drop(key);
    }
  };

  return {
    get(key) {
      const entry = held.get(key);
      if (!entry) return undefined;
      held.delete(key);
      held.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (!(bytes <= bound)) return;
      shrinkTo(bound - bytes);
      held.set(key, { value, bytes });
      total += bytes;
    },
    setMaxBytes(next) {
      bound = checkedBound(next);
      shrinkTo(bound);
    },
    get maxBytes() {
      return bound;
    },
    get bytes() {
      return total;
    },
    get size() {
      return held.size;
    },
    clear() {
      held.clear();
      total = 0;
    },
  };
}

function checkedBound(maxBytes: number): number {
  if (typeof maxBytes !== 'number' || !(maxBytes >= 0)) throw new TypeError(`a cache bound is a number of bytes, 0 or more (not ${String(maxBytes)})`);
  return maxBytes;
}
