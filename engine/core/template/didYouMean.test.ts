import { describe, expect, it } from 'vitest';
import { didYouMean } from './didYouMean.ts';

const names = ['userFirstName', 'companyName', 'logo', 'cart', 'searchBox'];

describe('didYouMean', () => {
  it('finds a name written in another case', () => {
    expect(didYouMean('userFirstname', names)).toBe('userFirstName');
  });

  it('finds a name with a slip or two', () => {
    expect(didYouMean('compnayName', names)).toBe('companyName');
    expect(didYouMean('serchBx', names)).toBe('searchBox');
    expect(didYouMean('logoo', names)).toBe('logo');
  });

  it('suggests nothing for a word far from every name', () => {
    expect(didYouMean('promoBadge', names)).toBeUndefined();
  });

  it('allows a short word a single edit only', () => {
    expect(didYouMean('cat', names)).toBe('cart');
    expect(didYouMean('ca', names)).toBeUndefined();
  });

  it('picks the closest name', () => {
    expect(didYouMean('card', ['cards', 'card'])).toBe('card');
  });

  it('skips names too different in length to be close: a million-character word is answered at once', () => {
    // Without the skip each name would cost a million times its length in steps.
    expect(didYouMean('a'.repeat(1_000_000), names)).toBeUndefined();
  });
});
