import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.ts';

describe('editDistance', () => {
  it('is 0 for the same word in another case', () => {
    expect(editDistance('userFirstname', 'userFirstName')).toBe(0);
  });

  it('counts an insertion, a deletion and a substitution as one edit each', () => {
    expect(editDistance('logo', 'logos')).toBe(1);
    expect(editDistance('logos', 'logo')).toBe(1);
    expect(editDistance('cart', 'card')).toBe(1);
  });

  it('counts two swapped neighbours as one edit', () => {
    expect(editDistance('userFrist', 'userFirst')).toBe(1);
    expect(editDistance('haederIn', 'headerIn')).toBe(1);
  });

  it('measures against an empty word by length', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
  });

  it('adds up edits far apart', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
