import { SENTINEL_OPEN } from './markTokens.ts';

/** The characters the scan stops at: tag edges, '=' and markers. */
const SIGNIFICANT = new RegExp(`[<>=${SENTINEL_OPEN}]`, 'g');
const WHITESPACE = /\s/;
const NAME_CHAR = /[\w-]/;
const LETTER = /[A-Za-z]/;
/**
 * More names than this give none: the caller queries one selector per name, and a selector list
 * costs its length at every element, when the XPath search it falls back to is linear.
 */
export const MAX_ATTRIBUTE_NAMES = 16;

/**
 * The name (`[A-Za-z][\w-]*`, lowercased) that ends `text` between `from` and `to`, before any
 * whitespace. Read backwards from `to`, so each '=' costs only the name and blanks before it.
 */
function nameBefore(text: string, from: number, to: number): string | undefined {
  let end = to;
  while (end > from && WHITESPACE.test(text.charAt(end - 1))) end--;
  let start = end;
  while (start > from && NAME_CHAR.test(text.charAt(start - 1))) start--;
  // A name starts with a letter: digits, '_' and '-' before its first letter are not part of it.
  while (start < end && !LETTER.test(text.charAt(start))) start++;
  return start < end ? text.slice(start, end).toLowerCase() : undefined;
}

/**
 * Names of the attributes that seem to hold a marker in the marked template: a marker after a '<'
 * with no '>' since stands in a tag, and the name before the last '=' is its attribute's. Only
 * plain names are taken; a miss is caught by the caller's count. One pass, linear in the template:
 * the scan jumps between '<', '>', '=' and markers, and the name before an '=' is read once.
 */
export function attributeNamesWithMarkers(markedTemplate: string): Set<string> {
  const names = new Set<string>();
  let tagStart = -1;
  let equals = -1;
  let name: string | undefined;
  let nameRead = false;
  for (const { 0: char, index } of markedTemplate.matchAll(SIGNIFICANT)) {
    if (char === '<') {
      tagStart = index;
      equals = -1;
    } else if (char === '>') {
      tagStart = -1;
    } else if (char === '=') {
      if (tagStart !== -1) [equals, nameRead] = [index, false];
    } else if (tagStart !== -1 && equals !== -1) {
      if (!nameRead) [name, nameRead] = [nameBefore(markedTemplate, tagStart + 1, equals), true];
      if (name) names.add(name);
    }
  }
  return names.size > MAX_ATTRIBUTE_NAMES ? new Set() : names;
}
