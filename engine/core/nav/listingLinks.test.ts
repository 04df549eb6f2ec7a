import { expect, it } from 'vitest';
import { getCategoryLink, getProductLineLink, getSearchListingLink } from './listingLinks.ts';

const market = 'https://market.example.com';

it('a search listing link carries q, cut at 200 characters', () => {
  expect(getSearchListingLink(market, 'crm tools')).toBe(`${market}/listing?q=crm%20tools`);
  const long = 'a'.repeat(250);
  expect(getSearchListingLink(market, long)).toBe(`${market}/listing?q=${'a'.repeat(200)}`);
});

it('a category link uses ?cat= when the storefront builder is on, else /home#!category/', () => {
  expect(getCategoryLink(market, 42, true)).toBe(`${market}/listing?cat=42`);
  expect(getCategoryLink(market, 42, false)).toBe(`${market}/home#!category/42`);
});

it('a product-line link carries ?pl= after the locale prefix', () => {
  expect(getProductLineLink(market, 1140, 'fr-CA')).toBe(`${market}/fr-CA/listing?pl=1140`);
});
