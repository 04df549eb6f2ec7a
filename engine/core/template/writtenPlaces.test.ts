import { describe, expect, it } from 'vitest';
import { createLineOf, readWrittenPlaces, writtenValueKey } from './writtenPlaces.ts';

describe('readWrittenPlaces', () => {
  it('finds start tags and attributes where they are written, by name and by name and value', () => {
    const template = '<nav>\n<A HREF="/a" onclick=go()>x</A>\n<b title=\'t\' onclick="go()"/>';
    const places = readWrittenPlaces(template);
    expect(places.elements.get('a')).toEqual([template.indexOf('<A')]);
    expect(places.elements.get('b')).toEqual([template.indexOf('<b')]);
    expect(places.attributes.get('onclick')).toEqual([template.indexOf('onclick'), template.lastIndexOf('onclick')]);
    expect(places.attributeValues.get(writtenValueKey('href', '/A'))).toEqual([template.indexOf('HREF')]);
    expect(places.attributeValues.get(writtenValueKey('title', 't'))).toEqual([template.indexOf('title')]);
  });

  it('skips comments and reads a value whole: a tag or a name inside one is not a place', () => {
    const places = readWrittenPlaces('<!-- <script> --><p title="<script> onclick=x">p</p>');
    expect(places.elements.get('script')).toBeUndefined();
    expect(places.attributes.get('onclick')).toBeUndefined();
  });

  it('reads values of 100,000 names and separators once each', () => {
    const values = '/b='.repeat(100_000);
    const places = readWrittenPlaces(`<p title="${values}" onclick=${values}>p</p>`);
    expect([...places.attributes.keys()]).toEqual(['title', 'onclick']);
  });
});

describe('createLineOf', () => {
  it('gives the 1-based line of an offset', () => {
    const lineOf = createLineOf('a\nbc\n\nd');
    expect([0, 1, 2, 4, 5, 6].map(lineOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
