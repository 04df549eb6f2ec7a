import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isInertLink, resolveLink } from './urlPolicy.ts';

describe('isAllowedUrl', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:help@example.com', true],
    ['tel:+15551234', true],
    ['/home', true],
    ['listing?q=a:b', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['blob:https://x/1', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedUrl(url)).toBe(allowed);
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
