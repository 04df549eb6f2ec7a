import { expect, it } from 'vitest';
import { getCategoryLink, getProductLineLink } from './listingLinks.ts';

const market = 'https://market.example.com';

it('a category link uses ?cat= when the storefront builder is on, else /home#!category/', () => {
  expect(getCategoryLink(market, 42, true)).toBe(`${market}/listing?cat=42`);
  expect(getCategoryLink(market, 42, false)).toBe(`${market}/home#!category/42`);
});

it('a product-line link carries ?pl= after the locale prefix', () => {
  expect(getProductLineLink(market, 1140, 'fr-CA')).toBe(`${market}/fr-CA/listing?pl=1140`);
});
