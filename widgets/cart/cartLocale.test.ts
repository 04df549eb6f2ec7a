import { expect, it } from 'vitest';
import { cartLocale } from './cartLocale.ts';

it('the cart locale uses underscores and defaults to en_US', () => {
  expect(cartLocale('fr-CA')).toBe('fr_CA');
  expect(cartLocale('en_GB')).toBe('en_GB');
  expect(cartLocale(undefined)).toBe('en_US');
  expect(cartLocale('  ')).toBe('en_US');
});
