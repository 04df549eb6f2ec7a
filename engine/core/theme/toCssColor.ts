const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
// Functional notation with numbers, percentages, separators and an optional 'deg' only.
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/deg]+\)$/;
// A named colour: letters only, so nothing can follow it.
const NAMED = /^[a-z]{3,30}$/;

/** A theme colour as CSS if it is a hex, rgb()/hsl() or named colour; anything else is refused. */
export function toCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().toLowerCase();
  if (HEX.test(trimmed) || FUNCTIONAL.test(trimmed) || NAMED.test(trimmed)) return trimmed;
  return undefined;
}
