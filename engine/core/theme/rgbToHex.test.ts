import { rgbToHex } from './rgbToHex.ts';

it('writes two lower-case digits per channel', () => {
  expect(rgbToHex({ r: 0, g: 0, b: 0 })).toBe('#000000');
  expect(rgbToHex({ r: 11, g: 99, b: 206 })).toBe('#0b63ce');
  expect(rgbToHex({ r: 255, g: 255, b: 255 })).toBe('#ffffff');
});

it('rounds a channel that is not whole', () => {
  expect(rgbToHex({ r: 15.4, g: 15.6, b: 0 })).toBe('#0f1000');
});
