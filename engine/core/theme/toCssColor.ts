const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
// Functional notation with numbers, percentages, separators and an optional 'deg' only. One
// character class for all of it: a separate leading \s* would overlap the class, and every way of
// splitting a run of blanks between the two would be tried before a refusal (quadratic).
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\([-\d.%\s,/deg]+\)$/;
// A named colour: letters only, so nothing can follow it.
const NAMED = /^[a-z]{3,30}$/;

/** A theme colour as CSS if it is a hex, rgb()/hsl() or named colour; anything else is refused. */
export function toCssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().toLowerCase();
  if (HEX.test(trimmed) || FUNCTIONAL.test(trimmed) || NAMED.test(trimmed)) return trimmed;
  return undefined;
}
