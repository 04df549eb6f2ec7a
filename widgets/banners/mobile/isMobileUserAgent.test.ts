import { expect, it } from 'vitest';
import { isMobileUserAgent } from './isMobileUserAgent.ts';

it.each([
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', true],
  ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15', true],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', false],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', false],
  ['', false],
])('a mobile device is recognised by its user agent: %s', (userAgent, mobile) => {
  expect(isMobileUserAgent(userAgent)).toBe(mobile);
});
