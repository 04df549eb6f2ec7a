// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { sameValue } from './sameValue.ts';

it('plain objects and arrays are the same when their contents are', () => {
  expect(sameValue({ a: 1, b: { c: [1, 'x'] } }, { b: { c: [1, 'x'] }, a: 1 })).toBe(true);
  expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
  expect(sameValue([], {})).toBe(false);
  expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
});

it('elements and functions are the same only when they are one', () => {
  const onSearch = () => undefined;
  expect(sameValue({ onSearch }, { onSearch })).toBe(true);
  expect(sameValue({ onSearch }, { onSearch: () => undefined })).toBe(false);
  const target = document.createElement('div');
  expect(sameValue({ target }, { target })).toBe(true);
  expect(sameValue({ target }, { target: document.createElement('div') })).toBe(false);
});
