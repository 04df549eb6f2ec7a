import type { Rgb } from './parseCssColor.ts';

/** A colour as `#rrggbb`, the form every derived variable is written in. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
