import { expect, it } from 'vitest';
import { logoFit } from './logoFit.ts';

it('is whole when the box holds the image at the bar height, its natural size at most', () => {
  expect(logoFit(160, 160, 31)).toBe('whole');
  expect(logoFit(159.2, 160, 31)).toBe('whole');
  // A 320x62 image shows at 31px high: 160px wide.
  expect(logoFit(160, 320, 62)).toBe('whole');
  expect(logoFit(40, 31, 31)).toBe('whole');
});

it('is squeezed when the box would narrow the image', () => {
  expect(logoFit(104, 160, 31)).toBe('squeezed');
  expect(logoFit(150, 320, 62)).toBe('squeezed');
});

it('is whole while the image has no size yet', () => {
  expect(logoFit(10, 0, 0)).toBe('whole');
});
