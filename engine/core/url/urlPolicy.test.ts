import { describe, expect, it } from 'vitest';
import { isAllowedImageUrl, isAllowedUrl, isInertLink, resolveLink, toImageUrl, toLinkUrl } from './urlPolicy.ts';

/** Schemes and disguises an attacker tries on every kind of URL. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://x/1',
  'file:///etc/passwd',
];

describe('links: http, https, mailto, tel and relative', () => {
  it.each<[string, boolean]>([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:help@example.com', true],
    ['tel:+15551234', true],
    ['/home', true],
    ['listing?q=a:b', true],
    ['#top', true],
    ['https://example.com/?a=1&amp;b=2', true],
    ...HOSTILE.map((url): [string, boolean] => [url, false]),
    ['data:image/png;base64,AAAA', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedUrl(url)).toBe(allowed);
  });

  it('toLinkUrl gives the trimmed URL, or nothing for a refused, empty or non-string value', () => {
    expect(toLinkUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(toLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(toLinkUrl('')).toBeUndefined();
    expect(toLinkUrl(42)).toBeUndefined();
  });
});

describe('images: http, https, relative and raster data: images', () => {
  it.each<[string, boolean]>([
    ['https://cdn.example.com/logo.png', true],
    ['http://cdn.example.com/logo.png', true],
    ['/img/logo.png', true],
    ['logo.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/gif;base64,R0lGOD', true],
    ['data:image/jpeg;base64,/9j/', true],
    ['DATA:IMAGE/WEBP;base64,UklGR', true],
    ...HOSTILE.map((url): [string, boolean] => [url, false]),
    ['data:image/png-but-not;base64,AAAA', false],
    ['data:image/svg+xml;utf8,<svg/>', false],
    ['mailto:a@example.com', false],
    ['tel:+1555', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedImageUrl(url)).toBe(allowed);
  });

  it('toImageUrl gives the trimmed URL, or nothing for a refused, empty or non-string value', () => {
    expect(toImageUrl(' /a.png ')).toBe('/a.png');
    expect(toImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(toImageUrl(' ')).toBeUndefined();
    expect(toImageUrl(null)).toBeUndefined();
  });
});

describe('resolveLink', () => {
  const market = 'https://market.example.com';
  it('prefixes non-absolute links with the marketplace URL', () => {
    expect(resolveLink('/home', market)).toBe('https://market.example.com/home');
    expect(resolveLink('listing', market + '/')).toBe('https://market.example.com/listing');
  });
  it('keeps absolute, protocol-relative and fragment links', () => {
    expect(resolveLink('https://help.example.com', market)).toBe('https://help.example.com');
    expect(resolveLink('//cdn.example.com/x', market)).toBe('//cdn.example.com/x');
    expect(resolveLink('#', market)).toBe('#');
  });
  it('keeps links marked relative as written', () => {
    expect(resolveLink('/here', market, true)).toBe('/here');
  });

  it('reads a marketplace URL with 300,000 slashes inside in one pass', () => {
    const long = `${market}${'/'.repeat(300_000)}sub`;
    expect(resolveLink('/home', `${long}/`)).toBe(`${long}/home`);
  });
});

describe('isInertLink', () => {
  it('treats no href and href # as not followed', () => {
    expect(isInertLink(null)).toBe(true);
    expect(isInertLink('#')).toBe(true);
    expect(isInertLink(' ')).toBe(true);
    expect(isInertLink('#section')).toBe(false);
    expect(isInertLink('/home')).toBe(false);
  });
});
