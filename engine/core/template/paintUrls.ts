import { HEADER_ATTRIBUTES } from './headerProfile.ts';

/** SVG presentation attributes whose value may be a CSS url(), which loads from wherever it points. */
export const PAINT_URL_ATTRIBUTES = ['fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end'];

/** Those the profile lets through (filter and marker-* never get past it): the only ones to look at. */
export const ALLOWED_PAINT_ATTRIBUTES = PAINT_URL_ATTRIBUTES.filter((name) => HEADER_ATTRIBUTES.includes(name));
/** Presence only: a selector that reads values (`*=`) costs Chromium several times more. */
export const PAINT_SELECTOR = ALLOWED_PAINT_ATTRIBUTES.map((name) => `[${name}]`).join(', ');
/** Only a value with a parenthesis or a backslash (a CSS escape can spell `url`) can hold a url(). */
export const MAY_HOLD_URL = /[(\\]/;

/** `url(#id)`, `url('#id')`, `url( "#id" )`: a reference to an element of the same document. */
const LOCAL_URL = /^\s*url\(\s*(['"]?)#([^\s'"()\\]+)\1\s*\)\s*$/i;
/** Colour and shape functions, which load nothing: `rgb(0 0 0 / 50%)`, `inset(2px)`, `circle(50%)`. */
const INERT_VALUE = /^(?:[\w\s#.,%+-]|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|inset|circle|ellipse|polygon)\([\w\s#.,%+\-/]*\))*$/i;

/**
 * The value a paint attribute keeps: a url(#id) of an element the template defines, pointed at its
 * prefixed id; a value with no url() as it is; null (remove the attribute) for anything else, such
 * as a url() of another document or origin, or of an element the host page owns.
 */
export function rewritePaintValue(value: string, prefixedIds: ReadonlyMap<string, string>): string | null {
  const local = LOCAL_URL.exec(value);
  if (local) {
    const prefixed = prefixedIds.get(local[2] ?? '');
    return prefixed === undefined ? null : `url(#${prefixed})`;
  }
  return INERT_VALUE.test(value) ? value : null;
}
