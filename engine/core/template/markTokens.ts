import { tokenize } from './tokenize.ts';

/**
 * Tokens become sentinels made of private-use characters before sanitizing: they survive DOMPurify
 * both in text and in attribute values, and after sanitizing the renderer finds them wherever they
 * stand. Every camelCase name is marked, known or not, so a placeholder a host registers later
 * fills its token; the renderer shows nothing for a name no one serves. Unsupported tokens (triple
 * braces, sections, partials, helpers) are dropped here: they are never executed.
 */
export const SENTINEL_OPEN = '\uE000';
export const SENTINEL_CLOSE = '\uE001';
const SENTINEL_CHARS = /[\uE000\uE001]/g;
const SENTINEL_PATTERN = /\uE000([A-Za-z0-9]+)\uE001/g;

export function markTokens(template: string): string {
  let out = '';
  for (const token of tokenize(template)) {
    // A template's own sentinel characters must not forge a marker.
    if (token.kind === 'text') out += token.text.replace(SENTINEL_CHARS, '');
    else if (token.kind === 'name') {
      out += SENTINEL_OPEN + token.name + SENTINEL_CLOSE;
    }
  }
  return out;
}

export function hasMarker(text: string): boolean {
  return text.includes(SENTINEL_OPEN);
}

/** Splits marked text into plain strings and token names, in order. */
export function splitMarkers(text: string): (string | { token: string })[] {
  const parts: (string | { token: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(SENTINEL_PATTERN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ token: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
