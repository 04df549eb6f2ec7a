import { getAllAppsLink } from './getAllAppsLink.ts';

describe('All applications goes to /listing with the storefront builder, else /home', () => {
  it.each([
    [true, 'https://market.example.com/listing'],
    [false, 'https://market.example.com/home'],
  ])('storefront builder %s -> %s', (storefrontBuilder, expected) => {
    expect(getAllAppsLink('https://market.example.com/', storefrontBuilder)).toBe(expected);
  });
});
