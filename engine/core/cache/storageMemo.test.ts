import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../test/testEnv.ts';
import type { StorageLike } from '../env.ts';
import { createStorageMemo, readStored } from './storageMemo.ts';

/** A storage that counts the reads of each key. */
function countingStorage(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const reads = new Map<string, number>();
  const counted: StorageLike = {
    ...storage,
    getItem: (key) => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return storage.getItem(key);
    },
  };
  return { storage: counted, readsOf: (key: string) => reads.get(key) ?? 0 };
}

const parseJson = (raw: string | null): unknown => (raw === null ? null : JSON.parse(raw));

describe('createStorageMemo', () => {
  it('reads each key from the storage once, an absent one too', () => {
    const { storage, readsOf } = countingStorage({ a: '1' });
    const memo = createStorageMemo(storage);
    expect([memo.getItem('a'), memo.getItem('a')]).toEqual(['1', '1']);
    expect([memo.getItem('b'), memo.getItem('b')]).toEqual([null, null]);
    expect([readsOf('a'), readsOf('b')]).toEqual([1, 1]);
  });

  it('reads back its own writes and removals, which reach the storage', () => {
    const { storage } = countingStorage({ a: '1' });
    const memo = createStorageMemo(storage);
    memo.getItem('a');
    memo.setItem('a', '2');
    expect([memo.getItem('a'), storage.getItem('a')]).toEqual(['2', '2']);
    memo.removeItem('a');
    expect([memo.getItem('a'), storage.getItem('a')]).toEqual([null, null]);
    expect(memo.keys()).toEqual([]);
  });

  it('does not see another writer until a new memo is made: the next view sees it', () => {
    const { storage } = countingStorage({ a: '1' });
    const memo = createStorageMemo(storage);
    memo.getItem('a');
    storage.setItem('a', 'from another tab');
    expect(memo.getItem('a')).toBe('1');
    expect(createStorageMemo(storage).getItem('a')).toBe('from another tab');
  });

  it('is its own memo when given again', () => {
    const memo = createStorageMemo(createMemoryStorage());
    expect(createStorageMemo(memo)).toBe(memo);
  });
});

describe('readStored', () => {
  it('through a memo, parses a stored value once per parse, and again after a write', () => {
    const memo = createStorageMemo(createMemoryStorage({ a: '{"n":1}' }));
    let parses = 0;
    const parse = (raw: string | null) => (parses++, parseJson(raw));
    const first = readStored(memo, 'a', parse);
    expect(readStored(memo, 'a', parse)).toBe(first);
    expect(parses).toBe(1);
    expect(readStored(memo, 'a', (raw) => raw)).toBe('{"n":1}');
    memo.setItem('a', '{"n":2}');
    expect(readStored(memo, 'a', parse)).toEqual({ n: 2 });
    memo.removeItem('a');
    expect(readStored(memo, 'a', parse)).toBeNull();
    expect(parses).toBe(3);
  });

  it('keeps no reading that threw: the next read parses again', () => {
    const memo = createStorageMemo(createMemoryStorage({ a: '{not json' }));
    expect(() => readStored(memo, 'a', parseJson)).toThrow(SyntaxError);
    memo.setItem('a', '{"n":1}');
    expect(readStored(memo, 'a', parseJson)).toEqual({ n: 1 });
  });

  it('without a memo, reads and parses on every call', () => {
    const { storage, readsOf } = countingStorage({ a: '{"n":1}' });
    const first = readStored(storage, 'a', parseJson);
    expect(readStored(storage, 'a', parseJson)).not.toBe(first);
    expect(readsOf('a')).toBe(2);
  });
});
