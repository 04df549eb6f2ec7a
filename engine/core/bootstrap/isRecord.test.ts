import { describe, expect, it } from 'vitest';
import { isRecord, isStringArray, pickStrings } from './isRecord.ts';

describe('isRecord', () => {
  it('accepts a JSON object and rejects arrays, null, strings and blobs', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('<html>')).toBe(false);
    expect(isRecord(new Blob(['x']))).toBe(false);
  });
});

describe('pickStrings', () => {
  it('keeps only string values', () => {
    expect(pickStrings({ a: 'x', b: 2, c: null, d: { e: 'f' }, g: '' })).toEqual({ a: 'x', g: '' });
    expect(pickStrings('nope')).toEqual({});
  });
});

describe('isStringArray', () => {
  it('accepts only arrays of strings', () => {
    expect(isStringArray(['a', 'b'])).toBe(true);
    expect(isStringArray(['a', 1])).toBe(false);
    expect(isStringArray('a')).toBe(false);
  });
});
