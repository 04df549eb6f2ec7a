import { isHexColor } from './isHexColor.ts';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** '#rrggbb' to channels; anything else is black (SPEC §5). */
export function hexToRgb(hex: string): Rgb {
  if (!isHexColor(hex)) return { r: 0, g: 0, b: 0 };
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}
