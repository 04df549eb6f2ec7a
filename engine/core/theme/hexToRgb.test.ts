import { hexToRgb } from './hexToRgb.ts';

describe('hexToRgb reads 7-character hex, anything else is black', () => {
  it.each([
    ['#ff8000', { r: 255, g: 128, b: 0 }],
    ['#FFFFFF', { r: 255, g: 255, b: 255 }],
    ['#0a0B0c', { r: 10, g: 11, b: 12 }],
    ['#fff', { r: 0, g: 0, b: 0 }],
    ['red', { r: 0, g: 0, b: 0 }],
    ['#12345z', { r: 0, g: 0, b: 0 }],
    ['', { r: 0, g: 0, b: 0 }],
  ])('%s', (hex, expected) => {
    expect(hexToRgb(hex)).toEqual(expected);
  });
});
