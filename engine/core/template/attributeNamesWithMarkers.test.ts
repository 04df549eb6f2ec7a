import { describe, expect, it } from 'vitest';
import { attributeNamesWithMarkers, MAX_ATTRIBUTE_NAMES } from './attributeNamesWithMarkers.ts';
import { markTokens } from './markTokens.ts';

const namesIn = (template: string) => [...attributeNamesWithMarkers(markTokens(template))].sort();

describe('attributeNamesWithMarkers', () => {
  it('names the attributes whose values hold a token, quoted or not, lowercased', () => {
    expect(namesIn(`<a href="{{supportUrl}}" title = '{{companyName}} home' Data-Year={{copyrightYear}}>x</a>`)).toEqual([
      'data-year',
      'href',
      'title',
    ]);
  });

  it('ignores tokens in text, after a tag has closed', () => {
    expect(namesIn('<p title="x">{{userFirstName}}</p> a=b {{logo}}')).toEqual([]);
  });

  it('reads tags as the browser does: a > in a quoted value, a < in text, a comment', () => {
    expect(namesIn('<a title="a>b {{companyName}}">x</a>')).toEqual(['title']);
    expect(namesIn('<p>a < b x={{companyName}}</p><!-- <a title={{companyName}}> -->')).toEqual([]);
    expect(namesIn('<a\ttitle={{companyName}}\u00a0x>t</a>')).toEqual(['title']);
  });

  it('takes the name from its first letter, as a selector can name it', () => {
    expect(namesIn('<a 9-aria-label="{{companyName}}">x</a>')).toEqual(['aria-label']);
  });

  it(`gives no names past ${MAX_ATTRIBUTE_NAMES}: the caller then searches every attribute`, () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, i) => `aria-x${i}="{{companyName}}"`).join(' ');
    expect(namesIn(`<p ${attributes(MAX_ATTRIBUTE_NAMES)}>x</p>`)).toHaveLength(MAX_ATTRIBUTE_NAMES);
    expect(namesIn(`<p ${attributes(MAX_ATTRIBUTE_NAMES + 1)}>x</p>`)).toEqual([]);
  });

  it('reads an attribute name of 100,000 letters before a token in one pass', () => {
    expect(namesIn(`<a ${'b'.repeat(100_000)}="{{companyName}}">x</a>`)).toEqual(['b'.repeat(100_000)]);
  });

  it('reads an attribute name of 100,000 letters before the attribute with the token in one pass', () => {
    expect(namesIn(`<a ${'b'.repeat(100_000)}="x" title="{{companyName}}">x</a>`)).toEqual(['title']);
  });

  it('reads 200,000 tokens in one attribute value in one pass', () => {
    expect(namesIn(`<a title="${'{{companyName}}'.repeat(200_000)}">x</a>`)).toEqual(['title']);
  });

  it('reads 50,000 tokens after an unnamed value in one pass', () => {
    expect(namesIn(`<a ${'1'.repeat(100_000)}="${'{{companyName}}'.repeat(50_000)}">x</a>`)).toEqual([]);
  });
});
