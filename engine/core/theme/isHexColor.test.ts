import { isHexColor } from './isHexColor.ts';

describe('colour helpers accept only 7-character hex strings starting with #', () => {
  it.each([
    ['#1a2B3c', true],
    ['#000000', true],
    ['#fff', false],
    ['1a2b3c0', false],
    ['#1a2b3c4', false],
    ['#gggggg', false],
    ['', false],
    [undefined, false],
    [123456, false],
  ])('%s -> %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });
});
