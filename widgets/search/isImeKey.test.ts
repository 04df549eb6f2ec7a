import { expect, it } from 'vitest';
import { isImeKey } from './isImeKey.ts';

it('a key during a composition, or with keyCode 229, belongs to the IME', () => {
  expect(isImeKey({ composing: true, isComposing: false, keyCode: 13 })).toBe(true);
  expect(isImeKey({ composing: false, isComposing: true, keyCode: 13 })).toBe(true);
  expect(isImeKey({ composing: false, isComposing: false, keyCode: 229 })).toBe(true);
});

it('any other key is the combobox’s', () => {
  expect(isImeKey({ composing: false, isComposing: false, keyCode: 13 })).toBe(false);
});
