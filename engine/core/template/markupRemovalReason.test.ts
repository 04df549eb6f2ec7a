import { describe, expect, it } from 'vitest';
import { markupRemovalReason, urlScheme } from './markupRemovalReason.ts';

describe('markupRemovalReason', () => {
  it('blames the URL scheme of a javascript: link, not the attribute', () => {
    expect(markupRemovalReason({ kind: 'attribute', element: 'a', attribute: 'href', value: 'javascript:alert(1)' })).toEqual({
      token: 'href="javascript:alert(1)"',
      message: 'URL scheme "javascript:" in href on <a> is removed: only http:, https:, mailto:, tel: and relative URLs are allowed',
    });
  });

  it('names a scheme hidden by blanks, and data: URLs', () => {
    expect(markupRemovalReason({ kind: 'url', element: 'a', attribute: 'href', value: ' java\tscript:x' }).message).toContain('"javascript:"');
    expect(markupRemovalReason({ kind: 'url', element: 'img', attribute: 'src', value: 'data:image/png;base64,AA' }).message)
      .toMatch(/^URL scheme "data:" in src on <img> is removed: a template may not inline data: URLs/);
  });

  it('says a <use> may only point inside the template', () => {
    expect(markupRemovalReason({ kind: 'url', element: 'use', attribute: 'href', value: 'https://cdn.example/i.svg#a' }).message)
      .toContain('<use> may point only at an #id in the same template');
  });

  it('names the event handler', () => {
    expect(markupRemovalReason({ kind: 'attribute', element: 'a', attribute: 'onclick', value: 'go()' }).message)
      .toBe('event handler on <a> is removed: onclick runs script, and no script runs in the header');
  });

  it('says why a forbidden element is removed', () => {
    expect(markupRemovalReason({ kind: 'element', element: 'script' }).message).toMatch(/does not allow this element: it holds script/);
    expect(markupRemovalReason({ kind: 'element', element: 'form' }).message).toMatch(/the header submits nothing/);
    expect(markupRemovalReason({ kind: 'element', element: 'iframe' }).message).toMatch(/embeds another document/);
    expect(markupRemovalReason({ kind: 'element', element: 'marquee' }).message).toMatch(/use header, nav, div/);
  });

  it('tells style, forbidden, data-* and unknown attributes apart', () => {
    const reason = (attribute: string) => markupRemovalReason({ kind: 'attribute', element: 'div', attribute, value: 'x' }).message;
    expect(reason('style')).toContain('css.css or cssHeader.css');
    expect(reason('srcset')).toContain('use src');
    expect(reason('data-bind')).toContain('data-relative');
    expect(reason('contenteditable')).toBe('attribute on <div> is removed: contenteditable is not among the attributes the header profile allows');
  });

  it('keeps the reason a template rule gives', () => {
    expect(markupRemovalReason({ kind: 'rule', element: 'a', attribute: 'rel', value: 'opener', reason: 'no opener' }))
      .toEqual({ token: 'rel="opener"', message: 'rel="opener" on <a>: no opener' });
  });
});

describe('urlScheme', () => {
  it('is undefined for a relative URL', () => {
    expect(urlScheme('/help')).toBeUndefined();
    expect(urlScheme('#top')).toBeUndefined();
  });

  it('is lower case', () => {
    expect(urlScheme('JavaScript:x')).toBe('javascript');
  });
});
