import { HEADER_ATTRIBUTES } from '../../core/template/headerProfile.ts';

/**
 * react-property as html-react-parser reads it, for the attributes a sanitized template can carry
 * (the header profile's, plus data-* and aria-*, which are custom attributes): React's full table
 * of HTML and SVG names is 3.5 kB gzip of the one-file bundle, and no other attribute gets past the
 * sanitizer. reactProperty.test.ts checks that every such attribute comes out as with the original.
 */

/**
 * Names whose React prop is not the attribute's name (lower-cased, as the parser looks them up),
 * besides the hyphenated and namespaced ones, whose prop is their camel case (`stroke-width` ->
 * `strokeWidth`, `xlink:href` -> `xlinkHref`).
 */
const RENAMED: Readonly<Record<string, string>> = {
  class: 'className', tabindex: 'tabIndex', datetime: 'dateTime', for: 'htmlFor', viewbox: 'viewBox',
  preserveaspectratio: 'preserveAspectRatio', gradientunits: 'gradientUnits', gradienttransform: 'gradientTransform',
};

const camelCase = (name: string) => name.replace(/[-:](.)/g, (_, letter: string) => letter.toUpperCase());

/** Profile attributes React's table does not know: kept under their own name, as custom ones. */
const UNKNOWN = new Set(['loading', 'decoding']);

export const possibleStandardNames: Readonly<Record<string, string>> = Object.fromEntries(
  HEADER_ATTRIBUTES.filter((name) => !UNKNOWN.has(name)).map((name) => [name, RENAMED[name] ?? camelCase(name)]),
);

export const BOOLEAN = 3;
export const OVERLOADED_BOOLEAN = 4;

/** html-react-parser acts only on boolean types (the value becomes true): of the profile's attributes, `hidden`. */
export function getPropertyInfo(name: string): { type: number } | null {
  return name === 'hidden' ? { type: BOOLEAN } : null;
}

const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const CUSTOM = new RegExp(`^(data|aria)-[${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`);

export function isCustomAttribute(name: string): boolean {
  return CUSTOM.test(name);
}
