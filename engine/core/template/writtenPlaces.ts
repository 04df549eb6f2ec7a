import { scanStartTags } from './scanStartTags.ts';

/**
 * Where each start tag and each attribute stands in a template as the partner wrote it, read in
 * one pass by scanStartTags: for the template linter, which points each removal at its line.
 */
export interface WrittenPlaces {
  /** Offsets of the start tags' '<', by lowercased element name. */
  elements: Map<string, number[]>;
  /** Offsets of the attributes' names, by lowercased name. */
  attributes: Map<string, number[]>;
  /** The same, by writtenValueKey(name, value as written without its quotes). */
  attributeValues: Map<string, number[]>;
}

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
  for (const tag of scanStartTags(template)) {
    add(places.elements, template.slice(tag.start + 1, tag.nameEnd).toLowerCase(), tag.start);
    for (const { nameStart, nameEnd, valueStart, valueEnd } of tag.attributes) {
      const name = template.slice(nameStart, nameEnd);
      add(places.attributes, name.toLowerCase(), nameStart);
      if (valueStart !== -1) add(places.attributeValues, writtenValueKey(name, template.slice(valueStart, valueEnd)), nameStart);
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
