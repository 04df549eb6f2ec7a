import { expect, it } from 'vitest';
import { isPointerOutside } from './isPointerOutside.ts';

const panel = { left: 100, top: 50, right: 520, bottom: 450 };

it('the cart stays open within 15px of the panel and closes beyond', () => {
  expect(isPointerOutside(panel, { x: 300, y: 200 })).toBe(false);
  expect(isPointerOutside(panel, { x: 85, y: 200 })).toBe(false);
  expect(isPointerOutside(panel, { x: 84, y: 200 })).toBe(true);
  expect(isPointerOutside(panel, { x: 300, y: 465 })).toBe(false);
  expect(isPointerOutside(panel, { x: 300, y: 466 })).toBe(true);
  expect(isPointerOutside(panel, { x: 536, y: 200 })).toBe(true);
});

it('the tolerance can be set', () => {
  expect(isPointerOutside(panel, { x: 90, y: 200 }, 0)).toBe(true);
});
