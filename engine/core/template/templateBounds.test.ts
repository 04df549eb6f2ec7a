import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_LENGTH } from '../templateSet/templateSizeLimit.ts';
import { checkTemplateBounds } from './templateBounds.ts';
import { TEMPLATE_BOUNDS } from './templateBoundsLimits.ts';

const nested = (levels: number, tag = 'div') => `<${tag}>`.repeat(levels) + 'x' + `</${tag}>`.repeat(levels);

describe('checkTemplateBounds', () => {
  it('passes real templates and ordinary large markup', () => {
    expect(checkTemplateBounds('<header><nav><a href="/apps">Apps</a></nav>{{logo}}</header>')).toBeUndefined();
    const links = '<nav><ul>' + '<li class="item"><a href="/apps/1" class="link">Apps</a></li>\n'.repeat(2_000) + '</ul></nav>';
    expect(links.length).toBeLessThan(MAX_TEMPLATE_LENGTH);
    expect(checkTemplateBounds(links)).toBeUndefined();
    expect(checkTemplateBounds(nested(TEMPLATE_BOUNDS.depth))).toBeUndefined();
  });

  it('names the nesting bound and the line where the template passes it', () => {
    const deep = `<header>\n<nav>\n${'<div>\n'.repeat(300)}{{logo}}`;
    expect(checkTemplateBounds(deep)).toEqual({ message: 'more than 256 levels of nesting', line: 2 + 255 });
    expect(checkTemplateBounds(nested(TEMPLATE_BOUNDS.depth + 1))?.message).toBe('more than 256 levels of nesting');
    // Unclosed list items nest only inside lists; a list in every item nests.
    expect(checkTemplateBounds('<ul>' + '<li>x'.repeat(4_000))).toBeUndefined();
    expect(checkTemplateBounds('<ul><li>'.repeat(200))?.message).toBe('more than 256 levels of nesting');
  });

  it('names the element, attribute and removed-element bounds', () => {
    expect(checkTemplateBounds('<i></i>'.repeat(TEMPLATE_BOUNDS.elements + 1))?.message).toBe('more than 16,384 elements');
    expect(checkTemplateBounds('<i a b c></i>'.repeat(11_000))?.message).toBe('more than 32,768 attributes');
    // Elements the header profile removes (a table's parts), each costing its siblings' number to remove.
    expect(checkTemplateBounds('<table><tr><td>x</td></tr></table>'.repeat(600))?.message).toBe('more than 2,048 elements the header profile removes');
    // Content copied out of every removed element around it.
    expect(checkTemplateBounds(`<form>${'<font>'.repeat(100)}${'<b>x</b>'.repeat(200)}`)?.message).toBe('more than 16,384 elements inside elements the header profile removes');
  });

  it('refuses what a parser would build beyond the tags: formatting rebuilt in every paragraph', () => {
    const rebuilt = (count: number) => `<div>${Array.from({ length: count }, (_, i) => `<b id="b${i}">`).join('')}</div>${'<p>x</p>'.repeat(count)}`;
    expect(rebuilt(100).length).toBeLessThan(3_000);
    expect(checkTemplateBounds(rebuilt(100))).toEqual({ message: 'more than 4,096 formatting elements rebuilt after they were left open', line: 1 });
    expect(checkTemplateBounds(rebuilt(60))).toBeUndefined();
    // Every formatting tag walks the list of those left open: 250 open (not alike, or Noah's Ark
    // would keep three), then a thousand more.
    const underOpen = `${Array.from({ length: 250 }, (_, i) => `<b id=b${i}>`).join('')}${'<i class=x></i>'.repeat(1_000)}`;
    expect(checkTemplateBounds(underOpen)?.message).toBe('more than 65,536 formatting elements (a, b, i, em, strong ...) inside other ones left open');
  });

  it('refuses a template over 256 kB at once', () => {
    expect(checkTemplateBounds('x'.repeat(MAX_TEMPLATE_LENGTH + 1))).toEqual({ message: `${MAX_TEMPLATE_LENGTH + 1} characters, over the 256 kB limit (${MAX_TEMPLATE_LENGTH})`, line: 1 });
  });
});
