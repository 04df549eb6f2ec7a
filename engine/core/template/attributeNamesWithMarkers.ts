import { SENTINEL_OPEN } from './markTokens.ts';
import { scanStartTags } from './scanStartTags.ts';

/**
 * More names than this give none: the caller queries one selector per name, and a selector list
 * costs its length at every element, when the XPath search it falls back to is linear.
 */
export const MAX_ATTRIBUTE_NAMES = 16;

function isNameChar(code: number): boolean {
  // [\w-]: ASCII letters, digits, '_' and '-'.
  const lower = code | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d;
}

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/**
 * The part of an attribute's name a selector can name without escapes (`[A-Za-z][\w-]*`,
 * lowercased): the run of [\w-] that ends it, from its first letter. Undefined when none is left.
 */
function plainName(text: string, nameStart: number, nameEnd: number): string | undefined {
  let start = nameEnd;
  while (start > nameStart && isNameChar(text.charCodeAt(start - 1))) start--;
  while (start < nameEnd && !isLetter(text.charCodeAt(start))) start++;
  return start < nameEnd ? text.slice(start, nameEnd).toLowerCase() : undefined;
}

/**
 * Names of the attributes whose values hold a marker in the marked template, its tags read by
 * scanStartTags. Only plain names are taken; a miss is caught by the caller's count.
 */
export function attributeNamesWithMarkers(markedTemplate: string): Set<string> {
  const names = new Set<string>();
  for (const tag of scanStartTags(markedTemplate)) {
    for (const { nameStart, nameEnd, valueStart, valueEnd } of tag.attributes) {
      if (valueStart === -1 || !markedTemplate.slice(valueStart, valueEnd).includes(SENTINEL_OPEN)) continue;
      const name = plainName(markedTemplate, nameStart, nameEnd);
      if (name) names.add(name);
    }
  }
  return names.size > MAX_ATTRIBUTE_NAMES ? new Set() : names;
}
