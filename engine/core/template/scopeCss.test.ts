import { describe, expect, it } from 'vitest';
import { sanitizeCss, scopeCss } from './scopeCss.ts';

const ORIGIN = 'https://market.example.com';

describe('partner CSS', () => {
  it('is scoped to the nav root', () => {
    expect(scopeCss('.menu { color: red; }', '.unav-root', ORIGIN)).toBe('@scope (.unav-root) {\n.menu { color: red; }\n}');
  });

  it('reads a selector written from the nav root as the scope root', () => {
    expect(scopeCss('.unav-root .menu, .unav-root{color:red}', '.unav-root', ORIGIN)).toBe(
      '@scope (.unav-root) {\n:scope .menu, :scope{color:red}\n}',
    );
  });

  it('may not @import', () => {
    expect(sanitizeCss('@import url("https://evil.example/x.css"); a{color:red}', ORIGIN)).toBe(' a{color:red}');
  });

  it('may not load from other origins, but may from its own and relative paths', () => {
    const css = 'a{background:url(https://evil.example/t.png)} b{background:url("/img/x.png")} i{background:url(https://market.example.com/y.png)}';
    expect(sanitizeCss(css, ORIGIN)).toBe('a{background:none} b{background:url("/img/x.png")} i{background:url(https://market.example.com/y.png)}');
  });

  it('loses legacy script hooks and cannot close a style element', () => {
    const out = sanitizeCss('a{width:expression(alert(1));-moz-binding:url(x)}</style><script>', ORIGIN);
    expect(out).not.toMatch(/expression\(|-moz-binding|<\/style/i);
  });

  it('gives nothing for empty CSS', () => {
    expect(scopeCss('  /* only a comment */ ', '.unav-root', ORIGIN)).toBe('');
  });
});
