import { describe, expect, it } from 'vitest';
import { pairwise, type Dimensions } from './pairwise.ts';

const DIMENSIONS = {
  partner: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  width: [320, 375, 768, 1024, 1280, 1440],
  dir: ['ltr', 'rtl'],
  persona: ['visitor', 'customer', 'admin', 'superuser', 'reseller'],
} satisfies Dimensions;

function combinations(rows: readonly Record<string, unknown>[], a: string, b: string): Set<string> {
  return new Set(rows.map((row) => `${String(row[a])}|${String(row[b])}`));
}

describe('pairwise', () => {
  it('covers every value and every combination of every pair, in far fewer rows than the cross product', () => {
    const rows = pairwise(DIMENSIONS);
    const names = Object.keys(DIMENSIONS) as (keyof typeof DIMENSIONS)[];
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1)) expect(combinations(rows, a, b).size, `${a} x ${b}`).toBe(DIMENSIONS[a].length * DIMENSIONS[b].length);
    }
    expect(rows.length).toBeGreaterThanOrEqual(8 * 6);
    expect(rows.length).toBeLessThan(8 * 6 * 2 * 5 / 4);
  });

  it('covers only the pairs said to interact, and every value still', () => {
    const rows = pairwise(DIMENSIONS, { interacting: [['partner', 'width']] });
    expect(combinations(rows, 'partner', 'width').size).toBe(48);
    expect(new Set(rows.map((row) => row.persona))).toEqual(new Set(DIMENSIONS.persona));
    expect(new Set(rows.map((row) => row.dir))).toEqual(new Set(DIMENSIONS.dir));
    expect(rows.length).toBe(48);
  });

  it('never makes a row that is not allowed, and does not ask for its combinations', () => {
    const allowed = (row: Partial<{ width: number; dir: string }>) => !(row.dir === 'rtl' && row.width !== undefined && row.width < 768);
    const rows = pairwise(DIMENSIONS, { allowed });
    expect(rows.filter((row) => !allowed(row))).toEqual([]);
    expect(combinations(rows, 'width', 'dir')).toEqual(new Set(['320|ltr', '375|ltr', '768|ltr', '1024|ltr', '1280|ltr', '1440|ltr', '768|rtl', '1024|rtl', '1280|rtl', '1440|rtl']));
  });

  it('gives the same rows every run, and takes a new value in by itself', () => {
    expect(pairwise(DIMENSIONS)).toEqual(pairwise(DIMENSIONS));
    const more = pairwise({ ...DIMENSIONS, partner: [...DIMENSIONS.partner, 'I'] });
    expect(combinations(more, 'partner', 'width').size).toBe(9 * 6);
  });
});
