import { describe, expect, it } from 'vitest';
import { bytesOfText, createContentCache } from './createContentCache.ts';

const derived = () => {
  const calls: string[] = [];
  const derive = (texts: readonly string[]) => (key: string) => {
    calls.push(key);
    return { upper: texts.map((text) => text.toUpperCase()) };
  };
  return { calls, derive };
};

describe('createContentCache', () => {
  it('derives once for the same texts and policy, and hands back the very same value', () => {
    const cache = createContentCache(1024 * 1024);
    const { calls, derive } = derived();
    const texts = ['<header>a</header>', '.a { color: red }'];
    const first = cache.derive('p', texts, derive(texts), () => 10);
    // Equal texts from another request (other string objects) hit too.
    const again = cache.derive('p', texts.map((text) => `${text} `.trimEnd()), derive(texts), () => 10);
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('derives anew when a text or the policy changes', () => {
    const cache = createContentCache(1024 * 1024);
    const { calls, derive } = derived();
    cache.derive('origins=a', ['x'], derive(['x']), () => 1);
    cache.derive('origins=a', ['y'], derive(['y']), () => 1);
    cache.derive('origins=b', ['x'], derive(['x']), () => 1);
    cache.derive('origins=a', ['x', ''], derive(['x', '']), () => 1);
    expect(calls).toHaveLength(4);
    expect(new Set(calls).size).toBe(4);
  });

  it("never hands one text the value of another whose hash is the same (a partner's template made to collide with another's)", () => {
    const cache = createContentCache(1024 * 1024, () => 'same');
    const { derive } = derived();
    const mine = cache.derive('p', ['mine'], derive(['mine']), () => 1);
    const theirs = cache.derive('p', ['theirs'], derive(['theirs']), () => 1);
    expect(theirs).toEqual({ upper: ['THEIRS'] });
    expect(cache.derive('p', ['mine'], derive(['mine']), () => 1)).toEqual(mine);
  });

  it('counts the texts, the key and the value in the bytes it holds, and keeps within its bound', () => {
    const bytesFor = (text: string, valueBytes: number) => {
      const cache = createContentCache(10_000, () => 'h');
      cache.derive('p', [text], () => 'value', () => valueBytes);
      return cache.bytes;
    };
    expect(bytesFor('x'.repeat(1000), 500)).toBeGreaterThanOrEqual(1000 + 'p|h'.length + 500);
    expect(bytesFor('x'.repeat(2000), 500) - bytesFor('x'.repeat(1000), 500)).toBe(1000);
    expect(bytesFor('x', 1500) - bytesFor('x', 500)).toBe(1000);
    const cache = createContentCache(10_000);
    for (let i = 0; i < 20; i++) cache.derive('p', [`${'x'.repeat(1000)}${i}`], () => 'value', () => 500);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
  });

  it('counts a character beyond Latin-1 as two bytes, as the engine stores such text', () => {
    expect(bytesOfText('Copyright © 2026')).toBe(16);
    expect(bytesOfText('Menu → Apps')).toBe(22);
  });

  it('keeps nothing a derivation throws', () => {
    const cache = createContentCache(1024);
    expect(() => cache.derive('p', ['x'], () => { throw new Error('failed'); }, () => 1)).toThrow('failed');
    expect(cache.size).toBe(0);
  });
});
