// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { markTokens } from './markTokens.ts';
import { opensNewWindow, relForLink } from './linkRel.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template)).root;
const relOf = (template: string) => sanitize(template).querySelector('a')?.getAttribute('rel') ?? null;

describe('links that open another window never hand it window.opener', () => {
  it.each([
    ['a named target (reverse tabnabbing)', '<a href="https://x.example" target="partnerwin">x</a>'],
    ['_blank', '<a href="https://x.example" target="_blank">x</a>'],
    ['_BLANK in capitals, TARGET in capitals', '<a href="https://x.example" TARGET="_BLANK">x</a>'],
    ['a target with spaces around it', '<a href="https://x.example" target=" _blank ">x</a>'],
    ['an entity-encoded target', '<a href="https://x.example" target="&#x70;artnerwin">x</a>'],
    ['a target that only looks like _self', '<a href="https://x.example" target="_selfish">x</a>'],
  ])('%s gets rel="noopener noreferrer"', (_, template) => {
    expect(relOf(template)).toBe('noopener noreferrer');
  });

  it('merges with the rel tokens the partner gave, without repeating them', () => {
    expect(relOf('<a href="/a" target="w" rel="nofollow NOOPENER">x</a>')).toBe('nofollow NOOPENER noreferrer');
  });

  it.each(['opener', 'OPENER', ' opener ', 'nofollow\topener'])('takes "opener" out of rel="%s", whatever the target', (rel) => {
    expect(relOf(`<a href="/a" target="w" rel="${rel}">x</a>`)).toBe(rel.includes('nofollow') ? 'nofollow noopener noreferrer' : 'noopener noreferrer');
    expect(relOf(`<a href="/a" rel="${rel}">x</a>`)).toBe(rel.includes('nofollow') ? 'nofollow' : null);
  });

  it('gives the link its trimmed target, so the browser reads what was judged', () => {
    expect(sanitize('<a href="/a" target=" _self ">x</a>').querySelector('a')?.getAttribute('target')).toBe('_self');
  });

  it('leaves links that stay in this window as they are', () => {
    for (const target of ['_self', '_PARENT', '_top', '']) {
      expect(relOf(`<a href="/a" target="${target}" rel="nofollow">x</a>`)).toBe('nofollow');
    }
    expect(relOf('<a href="/a">x</a>')).toBeNull();
  });

  it('covers SVG links too', () => {
    expect(sanitize('<svg><a href="/a" target="w"><text>t</text></a></svg>').querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('reads a target written with a token as another window', () => {
    expect(relOf('<a href="/a" target="{{companyName}}">x</a>')).toBe('noopener noreferrer');
  });

  it('relForLink and opensNewWindow, alone', () => {
    expect(opensNewWindow(' _Top ')).toBe(false);
    expect(opensNewWindow('_blank')).toBe(true);
    expect(relForLink(null, 'opener')).toBeNull();
    expect(relForLink('win', null)).toBe('noopener noreferrer');
  });
});
