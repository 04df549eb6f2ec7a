export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3}(?:\.\d+)?)[\s,]+(\d{1,3}(?:\.\d+)?)[\s,]+(\d{1,3}(?:\.\d+)?)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/i;

/**
 * The channels of an opaque theme colour, for contrast arithmetic: hex (3, 4, 6 or 8 digits) and
 * rgb()/rgba() with numbers. Anything else (named, hsl(), percentages) is undefined, and so is a
 * translucent colour: what shows through it is not known, so neither is its contrast. The caller
 * then treats the colour as not set and the stylesheet's defaults apply.
 */
export function parseCssColor(value: unknown): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    if (full.length === 8 && full.slice(6).toLowerCase() !== 'ff') return undefined;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(text);
  if (!rgb) return undefined;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
  if ([r, g, b].some((channel) => channel === undefined || channel > 255)) return undefined;
  if (rgb[4] !== undefined && Number(rgb[4]) < (rgb[5] ? 100 : 1)) return undefined;
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}
