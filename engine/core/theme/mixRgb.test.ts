import { mixRgb } from './mixRgb.ts';

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

it('0 keeps the first colour, 1 gives the second', () => {
  expect(mixRgb(BLACK, WHITE, 0)).toEqual(BLACK);
  expect(mixRgb(BLACK, WHITE, 1)).toEqual(WHITE);
});

it('a share between goes that far along each channel, in whole channels', () => {
  expect(mixRgb({ r: 255, g: 0, b: 100 }, { r: 0, g: 255, b: 100 }, 0.5)).toEqual({ r: 128, g: 128, b: 100 });
  expect(mixRgb(WHITE, { r: 0x1f, g: 0x29, b: 0x33 }, 0.06)).toEqual({ r: 242, g: 242, b: 243 });
});
