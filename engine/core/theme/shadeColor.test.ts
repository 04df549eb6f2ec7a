import { clampChannel, shadeColor } from './shadeColor.ts';

describe('shadeColor shades by a percentage and clamps channels to 0–255', () => {
  it.each([
    ['#646464', 10, '#6e6e6e'],
    ['#646464', -50, '#323232'],
    ['#c8c8c8', 50, '#ffffff'],
    ['#102030', -200, '#000000'],
    ['#102030', 0, '#102030'],
    ['#abc', 20, '#000000'],
    ['not a colour', 20, '#000000'],
    ['#102030', Number.NaN, '#102030'],
  ])('%s by %s -> %s', (hex, amount, expected) => {
    expect(shadeColor(hex, amount)).toBe(expected);
  });
});

describe('channel values are clamped to 0–255', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [127.6, 128],
    [255, 255],
    [300, 255],
    [Number.NaN, 0],
  ])('%s -> %s', (value, expected) => {
    expect(clampChannel(value)).toBe(expected);
  });
});
