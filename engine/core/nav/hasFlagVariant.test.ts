import { expect, it } from 'vitest';
import { hasFlagVariant } from './hasFlagVariant.ts';

it.each(['on', 'off', true, false, 'treatment'])('single flag call: a variant present (%s) means the partner nav is not loaded', (variant) => {
  expect(hasFlagVariant(variant)).toBe(true);
});

it('single flag call: no variant (failed call or none in the body) lets the partner nav load', () => {
  expect(hasFlagVariant(undefined)).toBe(false);
});
