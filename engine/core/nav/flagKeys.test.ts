import { expect, it } from 'vitest';
import { isFlagVariantOn } from './flagKeys.ts';

it.each([
  [true, true],
  ['on', true],
  ['true', true],
  ['ON', true],
  [false, false],
  ['off', false],
  ['false', false],
  ['control', false],
  [null, false],
  [undefined, false],
  [1, false],
])('a flag variant %j reads as %s', (variant, on) => {
  expect(isFlagVariantOn(variant)).toBe(on);
});
