/**
 * Where each start tag and each attribute stands in a template as the partner wrote it, read in
 * one pass the way a browser's tokenizer reads start tags (the grammar of trimStartTags):
 * for the template linter, which points each removal at its line. Linear in the template: every
 * character is read once, values included, and a comment is skipped whole.
 */
export interface WrittenPlaces {
  /** Offsets of the start tags' '<', by lowercased element name. */
  elements: Map<string, number[]>;
  /** Offsets of the attributes' names, by lowercased name. */
  attributes: Map<string, number[]>;
  /** The same, by writtenValueKey(name, value as written without its quotes). */
  attributeValues: Map<string, number[]>;
}

// Whitespace is HTML's five characters (tab, LF, FF, CR, space), not JavaScript's \s.
/** A comment (skipped whole, to its end if unclosed) or a start tag's `<` and name. */
const COMMENT_OR_TAG = /<!--[^]*?(?:-->|$)|<([a-z][^\t\n\f\r />]*)/gi;
/** Separators, then one attribute: its name, then `=` and a quoted or unquoted value if any. */
const ATTRIBUTE = /([\t\n\f\r /]*)([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|'([^']*)'?|([^\t\n\f\r >]*)))?/y;

/** The key of an attribute by name and value, both compared without case. */
export function writtenValueKey(name: string, value: string): string {
  return `${name.toLowerCase()}\u0000${value.toLowerCase()}`;
}

function add(places: Map<string, number[]>, key: string, offset: number): void {
  const list = places.get(key);
  if (list) list.push(offset);
  else places.set(key, [offset]);
}

export function readWrittenPlaces(template: string): WrittenPlaces {
  const places: WrittenPlaces = { elements: new Map(), attributes: new Map(), attributeValues: new Map() };
  const tags = new RegExp(COMMENT_OR_TAG);
  const attribute = new RegExp(ATTRIBUTE);
  for (let tag = tags.exec(template); tag; tag = tags.exec(template)) {
    const element = tag[1];
    if (element === undefined) continue;
    add(places.elements, element.toLowerCase(), tag.index);
    attribute.lastIndex = tags.lastIndex;
    for (let match = attribute.exec(template); match; match = attribute.exec(template)) {
      const [, separators = '', name = '', doubleQuoted, singleQuoted, unquoted] = match;
      const offset = match.index + separators.length;
      add(places.attributes, name.toLowerCase(), offset);
      const value = doubleQuoted ?? singleQuoted ?? unquoted;
      if (value !== undefined) add(places.attributeValues, writtenValueKey(name, value), offset);
      tags.lastIndex = attribute.lastIndex;
    }
  }
  return places;
}

/** The 1-based line of each offset, from the offsets of the line breaks, found once. */
export function createLineOf(template: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let at = template.indexOf('\n'); at !== -1; at = template.indexOf('\n', at + 1)) breaks.push(at);
  return (offset) => {
    // The number of line breaks before the offset, by binary search.
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((breaks[middle] ?? Infinity) < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}
