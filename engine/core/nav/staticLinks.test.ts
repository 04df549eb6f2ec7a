import { expect, it } from 'vitest';
import { getStaticLink } from './staticLinks.ts';

const market = 'https://market.example.com';

it.each([
  ['home', '/home'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['logout', '/logout'],
  ['myapps', '/myapps'],
  ['subscription', '/subscription'],
  ['reports', '/reports'],
  ['settings', '/settings'],
  ['account', '/account/home'],
  ['corporate', '/corporate/home'],
  ['vendorAdmin', '/vendor/admin'],
  ['cmsHome', '/cms/home'],
  ['reseller', '/reseller'],
  ['appwise', '/appwise'],
  ['messenger', '/appwise/messages'],
  ['cart', '/checkout/cart'],
] as const)('the %s link is %s on the marketplace', (name, path) => {
  expect(getStaticLink(market, name)).toBe(`${market}${path}`);
});
