// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { HEADER_ATTRIBUTES, TEMPLATE_ID_PREFIX } from './headerProfile.ts';
import { markTokens } from './markTokens.ts';
import { PAINT_URL_ATTRIBUTES, rewritePaintValue } from './paintUrls.ts';
import { createTemplateSanitizer } from './sanitizeTemplate.ts';

const sanitize = (template: string) => createTemplateSanitizer(window as unknown as WindowLike)(markTokens(template)).root;
const P = TEMPLATE_ID_PREFIX;
const GRADIENT = '<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs>';

describe('SVG attributes that take url() load nothing from outside the template', () => {
  it('the profile allows fill, stroke, clip-path and mask; filter and marker-* never get through', () => {
    const allowed = PAINT_URL_ATTRIBUTES.filter((name) => HEADER_ATTRIBUTES.includes(name));
    expect(allowed).toEqual(['fill', 'stroke', 'clip-path', 'mask']);
    const root = sanitize('<svg><path d="M0 0" filter="url(https://evil.example/f.svg#f)" marker-start="url(#a)" marker-mid="x" marker-end="url(#a)"></path></svg>');
    expect(root.querySelector('path')?.getAttributeNames()).toEqual(['d']);
  });

  it.each([
    'url(https://evil.example/p.svg#a)',
    'URL(//evil.example/p.svg#a)',
    'url( "https://evil.example/p.svg#a" )',
    'url(&#x68;ttps://evil.example/p.svg#a)',
    '\\75 rl(https://evil.example/p.svg#a)',
    'url(#host-gradient)',
    'url(#a) , url(https://evil.example/p.svg#a)',
    'var(--host-paint)',
  ])('fill, stroke, clip-path and mask="%s" are removed', (value) => {
    const root = sanitize(`<svg>${GRADIENT}<path d="M0 0" fill="${value}" stroke="${value}" clip-path="${value}" mask="${value}"></path></svg>`);
    expect(root.querySelector('path')?.getAttributeNames()).toEqual(['d']);
  });

  it.each(['url(#a)', "url( '#a' )", 'url(&quot;#a&quot;)', ' URL(#a) '])('%s points at the prefixed id of the template\'s own gradient', (value) => {
    const root = sanitize(`<svg><path d="M0 0" fill="${value}" stroke="${value}"></path>${GRADIENT}</svg>`);
    expect(root.querySelector('path')?.getAttribute('fill')).toBe(`url(#${P}a)`);
    expect(root.querySelector('path')?.getAttribute('stroke')).toBe(`url(#${P}a)`);
  });

  it('plain colours and colour functions stay as written', () => {
    const root = sanitize('<svg><path d="M0 0" fill="currentColor" stroke="rgb(0 0 0 / 50%)" clip-path="inset(2px)"></path><circle r="1" fill="#333" stroke="none"></circle></svg>');
    expect(root.querySelector('path')?.getAttribute('stroke')).toBe('rgb(0 0 0 / 50%)');
    expect(root.querySelector('path')?.getAttribute('clip-path')).toBe('inset(2px)');
    expect(root.querySelector('circle')?.getAttribute('fill')).toBe('#333');
  });

  it('rewritePaintValue, alone', () => {
    const ids = new Map([['a', `${P}a`]]);
    expect(rewritePaintValue("url( '#a' )", ids)).toBe(`url(#${P}a)`);
    expect(rewritePaintValue('url(#b)', ids)).toBeNull();
    expect(rewritePaintValue('url(a.svg#a)', ids)).toBeNull();
    expect(rewritePaintValue('hsl(10 20% 30%)', ids)).toBe('hsl(10 20% 30%)');
  });
});
