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

it('keeps a mark that follows an ASCII letter, and a keycap after a digit, in one grapheme', () => {
  expect(logoMonogram('a\u0308ppli')).toBe('A\u0308');
  expect(logoMonogram('1\ufe0f\u20e3 apps')).toBe('1\ufe0f\u20e3');
  expect(logoMonogram('x')).toBe('X');
});

it('keeps an Indic conjunct whole', () => {
  expect(logoMonogram('क्षेत्र')).toBe(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('क्षेत्र')[Symbol.iterator]().next().value?.segment);
});
