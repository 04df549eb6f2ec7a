import type { Rgb } from './parseCssColor.ts';

/**
 * The colour `share` of the way from `from` to `to` (0 is `from`, 1 is `to`), channel by channel.
 * Whole channels: the colour whose contrast is measured is the one written out as hex.
 */
export function mixRgb(from: Rgb, to: Rgb, share: number): Rgb {
  const channel = (a: number, b: number) => Math.round(a + (b - a) * share);
  return { r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) };
}
