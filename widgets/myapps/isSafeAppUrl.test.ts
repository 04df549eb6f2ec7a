import { isSafeAppUrl } from './isSafeAppUrl.ts';

describe('app launch and image URLs must be http(s) or a site path', () => {
  it.each<[unknown, boolean]>([
    ['https://app.example.com/launch', true],
    ['http://app.example.com', true],
    ['/apps/42/launch', true],
    ['//evil.example.com', false],
    ['/\\evil.example.com', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['/\t/evil.example.com', false],
    ['\\/\\/evil.example.com', false],
    ['&#106;avascript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (url, expected) => {
    expect(isSafeAppUrl(url)).toBe(expected);
  });
});
