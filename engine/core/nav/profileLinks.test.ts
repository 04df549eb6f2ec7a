import { expect, it } from 'vitest';
import { getCompanyLink, getProfileLink } from './profileLinks.ts';

const market = 'https://market.example.com';

it('the profile link exists only when the user id is known', () => {
  expect(getProfileLink(market, 'u-1')).toBe(`${market}/profile/u-1`);
  expect(getProfileLink(market, undefined)).toBeUndefined();
  expect(getProfileLink(market, '')).toBeUndefined();
});

it('the company link exists only when the company id is known', () => {
  expect(getCompanyLink(market, 'c-9')).toBe(`${market}/companies/c-9`);
  expect(getCompanyLink(market, undefined)).toBeUndefined();
});
