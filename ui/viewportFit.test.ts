import { describe, expect, it } from 'vitest';
import { viewportFit } from './viewportFit.ts';

describe('viewportFit', () => {
  it.each([
    // [left, right, viewport] -> fit
    ['fits where it is', 100, 352, 375, { shift: 0 }],
    ['exactly at both margins', 8, 367, 375, { shift: 0 }],
    ['past the right edge (My Apps at 375px, left-to-right)', 147, 399, 375, { shift: -32 }],
    ['past the left edge (right-to-left)', -24, 228, 375, { shift: 32 }],
    ['inside the left margin only', 3, 200, 375, { shift: 5 }],
    ['wider than the screen: narrowed, at the left margin', 40, 400, 320, { shift: -32, maxWidth: 304 }],
    ['a screen narrower than both margins', 0, 100, 10, { shift: 8, maxWidth: 0 }],
  ] as const)('%s', (_name, left, right, viewport, fit) => {
    expect(viewportFit({ left, right }, viewport)).toEqual(fit);
  });

  it('after the shift the box is inside the screen with the margin on both sides', () => {
    for (let left = -300; left <= 400; left += 7) {
      for (const width of [120, 250, 360]) {
        const viewport = 375;
        const { shift, maxWidth } = viewportFit({ left, right: left + width }, viewport);
        const placedLeft = left + shift;
        const placedRight = placedLeft + Math.min(width, maxWidth ?? width);
        expect(placedLeft).toBeGreaterThanOrEqual(8);
        expect(placedRight).toBeLessThanOrEqual(viewport - 8);
      }
    }
  });
});
