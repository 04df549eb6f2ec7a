import { contrastRatio } from './contrastRatio.ts';
import { relativeLuminance } from './relativeLuminance.ts';

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };

it('relative luminance runs from 0 (black) to 1 (white)', () => {
  expect(relativeLuminance(black)).toBe(0);
  expect(relativeLuminance(white)).toBeCloseTo(1, 6);
});

it('black on white is 21:1, a colour on itself 1:1, in either order', () => {
  expect(contrastRatio(black, white)).toBeCloseTo(21, 6);
  expect(contrastRatio(white, black)).toBeCloseTo(21, 6);
  expect(contrastRatio(white, white)).toBe(1);
});

it('matches published WCAG values: #767676 on white is 4.54:1, #777777 4.48:1', () => {
  expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, white)).toBeCloseTo(4.54, 2);
  expect(contrastRatio({ r: 0x77, g: 0x77, b: 0x77 }, white)).toBeCloseTo(4.48, 2);
});
