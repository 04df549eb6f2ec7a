import { expect, it } from 'vitest';
import { isLogoutLink } from './isLogoutLink.ts';

const MARKET = 'https://market.example.com';

it.each<[string | null, string | null, boolean]>([
  ['https://market.example.com/logout', 'logout', true],
  ['https://market.example.com/logout', null, true],
  ['/anything', 'logout', true],
  ['https://market.example.com/account/home', 'account', false],
  ['https://other.example.com/logout', null, false],
  [null, null, false],
])('href %s, item %s: logout %s', (href, itemId, expected) => {
  expect(isLogoutLink({ href, itemId }, MARKET)).toBe(expected);
});
