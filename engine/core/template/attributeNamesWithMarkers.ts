import { SENTINEL_OPEN } from './markTokens.ts';

/**
 * Names of the attributes that seem to hold a marker in the marked template: a marker after the
 * last '<' (not after a '>') stands in a tag, and the name before the last '=' is its attribute's.
 * Only plain names are taken; a miss is caught by the count below.
 */
export function attributeNamesWithMarkers(markedTemplate: string): Set<string> {
  const names = new Set<string>();
  for (let at = markedTemplate.indexOf(SENTINEL_OPEN); at !== -1; at = markedTemplate.indexOf(SENTINEL_OPEN, at + 1)) {
    const tagStart = markedTemplate.lastIndexOf('<', at);
    if (tagStart === -1 || markedTemplate.lastIndexOf('>', at) > tagStart) continue;
    const equals = markedTemplate.lastIndexOf('=', at);
    const name = /([A-Za-z][\w-]*)\s*$/.exec(markedTemplate.slice(tagStart + 1, Math.max(equals, tagStart + 1)))?.[1];
    if (name) names.add(name.toLowerCase());
  }
  return names;
}
