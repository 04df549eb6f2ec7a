const NUMBER = /^-?(?:\d+|\d*\.\d+)$/;
const LENGTH = /^-?(?:\d+|\d*\.\d+)(?:px|em|rem|%|vw|vh|ex|ch|pt)$/;

/**
 * A theme length as CSS: a bare number gets px (SPEC §5), a number with a known unit is kept,
 * anything else (calc(), url(), ';', words) is refused so a theme cannot inject CSS.
 */
export function toCssLength(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().toLowerCase();
  if (NUMBER.test(trimmed)) return `${trimmed}px`;
  return LENGTH.test(trimmed) ? trimmed : undefined;
}
