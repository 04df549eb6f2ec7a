import { describe, expect, it } from 'vitest';
import { createByteLru } from './createByteLru.ts';

describe('createByteLru', () => {
  it('drops the least recently used values once the bytes held pass the bound, whatever their count', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    // b was the least recently used: a was read after it.
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(80);
    lru.set('d', 'D', 95);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([undefined, undefined, 'D']);
    expect(lru.bytes).toBe(95);
  });

  it('keeps many small values under the bound a few large ones fill', () => {
    const lru = createByteLru<number>(1000);
    for (let i = 0; i < 100; i++) lru.set(`small-${i}`, i, 10);
    expect(lru.size).toBe(100);
    for (let i = 0; i < 3; i++) lru.set(`large-${i}`, i, 400);
    expect(lru.size).toBe(2);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it('does not keep a value larger than the whole bound, and drops the earlier value of its key', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'small', 10);
    lru.set('a', 'huge', 101);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });

  it('counts a key set again once, with its new bytes', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'one', 30);
    lru.set('a', 'two', 50);
    expect(lru.get('a')).toBe('two');
    expect([lru.size, lru.bytes]).toEqual([1, 50]);
  });

  it('a lower bound drops the least recently used at once; 0 keeps nothing', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 30);
    lru.set('b', 'B', 30);
    lru.set('c', 'C', 30);
    lru.setMaxBytes(60);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([undefined, 'B', 'C']);
    lru.setMaxBytes(0);
    lru.set('d', 'D', 1);
    expect([lru.size, lru.bytes, lru.maxBytes]).toEqual([0, 0, 0]);
  });

  it('refuses a bound that is not a number of bytes', () => {
    for (const bound of [-1, Number.NaN, '32' as unknown as number]) expect(() => createByteLru(bound)).toThrow(TypeError);
  });
});
