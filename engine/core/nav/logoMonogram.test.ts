import { expect, it } from 'vitest';
import { logoMonogram } from './logoMonogram.ts';

it("is the name's first letter or digit in capitals, whole with its accents", () => {
  expect(logoMonogram('AppDirect')).toBe('A');
  expect(logoMonogram('globex')).toBe('G');
  expect(logoMonogram('  «élan» cloud')).toBe('É');
  expect(logoMonogram('e\u0301lan')).toBe('E\u0301');
  expect(logoMonogram('3M Marketplace')).toBe('3');
  expect(logoMonogram('日本マーケット')).toBe('日');
});

it("is '?' for a name without a letter or digit", () => {
  expect(logoMonogram('')).toBe('?');
  expect(logoMonogram('— ·')).toBe('?');
});
