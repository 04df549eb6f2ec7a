import { hexToRgb } from './hexToRgb.ts';

/** Each channel clamped to 0–255 and written as two hex digits. */
export function clampChannel(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(255, Math.max(0, Math.round(value)));
}

function toHex(channel: number): string {
  return clampChannel(channel).toString(16).padStart(2, '0');
}

/**
 * Lightens (amount > 0) or darkens (amount < 0) a '#rrggbb' colour by a percentage of each channel.
 * Invalid input counts as black (SPEC §5); channels are clamped so the result is always '#rrggbb'.
 */
export function shadeColor(hex: string, amount: number): string {
  const { r, g, b } = hexToRgb(hex);
  const factor = (100 + (Number.isFinite(amount) ? amount : 0)) / 100;
  return `#${toHex(r * factor)}${toHex(g * factor)}${toHex(b * factor)}`;
}
