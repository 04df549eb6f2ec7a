import { describe, expect, it } from 'vitest';
import { isAllowedCssUrl } from './judgeCssUrl.ts';

const ORIGINS = ['https://market.example.com', 'https://cdn.example.com'];

describe('a URL partner CSS may load', () => {
  it.each(['/img/a.png', 'img/a.png', '../a.png', '#gradient', '?v=1', '', 'https://market.example.com/a.png', 'https://cdn.example.com/x.webp', 'data:image/png;base64,iVBORw0KGgo=', 'DATA:image/gif,x', 'data:image/webp;base64,UklG'])(
    'allows %j', (url) => {
      expect(isAllowedCssUrl(url, ORIGINS)).toBe(true);
    });

  it.each([
    'https://evil.example/x.png', 'http://market.example.com/a.png', '//evil.example/x', ' //evil.example/x', '/\\evil.example/x', '\\\\evil.example/x',
    '/\t/evil.example/x', '/\n/evil.example/x', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg/>', 'data:text/html,x', 'data:,x',
    'about:blank', 'ftp://market.example.com/a', 'https://market.example.com.evil.example/a', 'https://market.example.com@evil.example/a',
  ])('refuses %j', (url) => {
    expect(isAllowedCssUrl(url, ORIGINS)).toBe(false);
  });
});
