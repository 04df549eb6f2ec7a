import { describe, expect, it } from 'vitest';
import { judgeCssDeclaration } from './judgeCssDeclaration.ts';

const ORIGINS = ['https://market.example.com'];
const judge = (property: string, value: string) => judgeCssDeclaration({ property, value, important: false }, ORIGINS);

describe('a partner declaration', () => {
  it('keeps ordinary styling, relative and same-origin images, and theme variables', () => {
    for (const [property, value] of [
      ['color', 'red'], ['background', 'url("/img/a.png") no-repeat'], ['background-image', 'url(https://market.example.com/a.png)'],
      ['border', '1px solid var(--unav-nav-bg)'], ['--gap', '4px'], ['position', 'absolute'], ['position', 'relative'], ['width', '100%'],
      ['content', '"100vh is text"'], ['background-image', 'image-set("/a.png" 1x, url(/b.png) 2x)'], ['grid-template-columns', '[a] 1fr [b] 2fr'],
      ['color', '#1e3f5a'], ['transition', 'color .2s'], ['font-family', '"Segoe UI", Roboto'],
    ]) expect(judge(property as string, value as string), `${property}: ${value}`).toBeUndefined();
  });

  it('may not load from another origin through any loading function, nested or not', () => {
    for (const value of [
      'url(https://evil.example/a)', 'url( "https://evil.example/a" )', 'url(\n  https://evil.example/a\n)', 'URL(https://evil.example/a)',
      'image-set("https://evil.example/a" 1x)', '-webkit-image-set("https://evil.example/a" 1x)', 'image-set(url(https://evil.example/a) 1x)',
      'cross-fade(url(/a.png), url(https://evil.example/b) 50%)', 'image("https://evil.example/a")', 'src("https://evil.example/a")',
      'linear-gradient(red, blue), url(//evil.example/a)', 'url("data:image/svg+xml,<svg/>")',
    ]) expect(judge('background-image', value), value).toBe('other-origin');
    expect(judge('--u', 'url(https://evil.example/a)')).toBe('other-origin');
  });

  it('refuses a value with an escape left in it: it could hide a function name', () => {
    expect(judge('--u', 'u\\72l(https://evil.example/a)')).toBe('escape');
    expect(judge('content', '"a\\"b"')).toBe('escape');
  });

  it('cannot judge var() inside a loading function', () => {
    expect(judge('background-image', 'image-set(var(--u) 1x)')).toBe('unjudgeable');
    expect(judge('background-image', 'cross-fade(url(/a.png), image-set(attr(data-u) 1x))')).toBe('unjudgeable');
    expect(judge('background-image', 'var(--a) url(/a.png)')).toBeUndefined();
    expect(judge('background-image', 'var(--a)rl(https://evil.example/a)')).toBe('unjudgeable');
  });

  it('refuses legacy script hooks, javascript: URLs, element() and paint()', () => {
    expect(judge('behavior', 'url(x.htc)')).toBe('script-hook');
    expect(judge('-ms-behavior', 'url(x.htc)')).toBe('script-hook');
    expect(judge('-moz-binding', 'url(x.xml#x)')).toBe('script-hook');
    expect(judge('width', 'expression(alert(1))')).toBe('script-hook');
    expect(judge('background-image', 'url("JavaScript:alert(1)")')).toBe('script-hook');
    expect(judge('background-image', 'element(#host)')).toBe('refused-function');
    expect(judge('background-image', 'paint(worklet)')).toBe('refused-function');
  });

  it('refuses font descriptors outside @font-face too', () => {
    expect(judge('src', 'url(/f.woff)')).toBe('font-descriptor');
    expect(judge('unicode-range', 'U+0030-0039')).toBe('font-descriptor');
  });

  it('places no box against the page: no fixed or sticky position, none through var()', () => {
    for (const value of ['fixed', 'FIXED', ' sticky ', '-webkit-sticky']) expect(judge('position', value)).toBe('page-position');
    expect(judge('Position', 'Fixed')).toBe('page-position');
    expect(judge('position', 'var(--p)')).toBe('unjudgeable');
  });

  it('stacks no box above the runtime\'s own menus: z-index up to 1000 or auto, nothing computed', () => {
    for (const value of ['auto', '1', '20', '1000', '-1']) expect(judge('z-index', value), value).toBeUndefined();
    for (const value of ['1001', '2147483647', 'var(--z)', 'calc(1)', 'env(z)', 'attr(data-z type(<integer>))', '1.5', 'inherit'])
      expect(judge('z-index', value), value).toBe('page-stacking');
    expect(judge('Z-Index', '99999')).toBe('page-stacking');
    // Only z-index: the same number elsewhere is no stacking level.
    expect(judge('order', '2147483647')).toBeUndefined();
  });

  it('sizes no box against the viewport: viewport and container units refused, in any form', () => {
    for (const value of ['100vw', '100VH', '-1vmin', '1.5e2vmax', 'calc(1px + 100dvh)', 'min(100svw, 10px)', '50lvh', '100cqw', '10cqmin', '2vi', '3vb'])
      expect(judge('width', value), value).toBe('viewport-unit');
    expect(judge('--h', '100vh')).toBe('viewport-unit');
    expect(judge('width', '100px')).toBeUndefined();
  });

  it('refuses what could end the block it sits in, and what is not well-formed', () => {
    for (const value of ['red} body{color:red', 'red; x: y', '"unterminated', 'f(', 'a)', '{a:b}', '  ']) expect(judge('color', value), value).toBe('malformed');
    expect(judge('col\\6fr', 'red')).toBe('malformed');
    expect(judge('background', 'url(a b)')).toBe('malformed');
  });
});
