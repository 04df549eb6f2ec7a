import { describe, expect, it } from 'vitest';
import { toScriptUrl } from './toScriptUrl.ts';

const PAGE = 'https://market.example.com/home';
const LOCAL_PAGE = 'http://localhost:5173/';

describe('scripts the runtime adds come over https or from the page itself', () => {
  it.each([
    ['an https script on another host', 'https://cdn.example.org/nav.js', PAGE, 'https://cdn.example.org/nav.js'],
    ['an https script of the page\'s origin', 'https://market.example.com/merchant-nav.js', PAGE, 'https://market.example.com/merchant-nav.js'],
    ['a path, resolved against the page', '/scripts/merchant-nav.js', PAGE, 'https://market.example.com/scripts/merchant-nav.js'],
    ['a protocol-relative URL on an https page', '//cdn.example.org/nav.js', PAGE, 'https://cdn.example.org/nav.js'],
    ['plain http from the page\'s own origin (the demo on localhost)', 'http://localhost:5173/merchant-nav.js', LOCAL_PAGE, 'http://localhost:5173/merchant-nav.js'],
    ['an https script on an http page', 'https://cdn.example.org/nav.js', LOCAL_PAGE, 'https://cdn.example.org/nav.js'],
    ['plain http on another loopback port of a loopback page (a host page and the demo)', 'http://localhost:8080/merchant-nav.js', LOCAL_PAGE, 'http://localhost:8080/merchant-nav.js'],
    ['plain http on another loopback name of a loopback page', 'http://127.0.0.1:5173/merchant-nav.js', LOCAL_PAGE, 'http://127.0.0.1:5173/merchant-nav.js'],
  ])('takes %s', (_name, url, page, expected) => {
    expect(toScriptUrl(url, page)).toBe(expected);
  });

  it.each([
    ['plain http on another host', 'http://cdn.example.org/nav.js', PAGE],
    ['plain http of the same host on an https page', 'http://market.example.com/merchant-nav.js', PAGE],
    ['plain http on another port of a page that is not on loopback', 'http://shop.example.com:8080/nav.js', 'http://shop.example.com/'],
    ['plain http of loopback on a page that is not', 'http://localhost:5173/merchant-nav.js', 'http://shop.example.com/'],
    ['plain http of another host on a loopback page', 'http://cdn.example.org/nav.js', LOCAL_PAGE],
    ['plain http of loopback on an https page', 'http://localhost:5173/merchant-nav.js', PAGE],
    ['a protocol-relative URL to another host on an http page', '//cdn.example.org/nav.js', LOCAL_PAGE],
    ['javascript:', 'javascript:alert(1)', PAGE],
    ['data:', 'data:text/javascript,alert(1)', PAGE],
    ['a blob: of the page\'s origin', 'blob:https://market.example.com/5f0c7c9e-1', PAGE],
    ['a blob: of an http page\'s origin', 'blob:http://localhost:5173/5f0c7c9e-1', LOCAL_PAGE],
    ['ftp:', 'ftp://cdn.example.org/nav.js', PAGE],
    ['an unparsable URL', 'https://exa mple.com:99999/nav.js', PAGE],
    ['plain http on a page without an origin', 'http://localhost:5173/merchant-nav.js', 'about:blank'],
    ['any URL when the page address is unparsable', 'https://cdn.example.org/nav.js', 'not a url'],
  ])('refuses %s', (_name, url, page) => {
    expect(toScriptUrl(url, page)).toBeUndefined();
  });
});
