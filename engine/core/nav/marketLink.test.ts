import { expect, it } from 'vitest';
import { marketLink } from './marketLink.ts';

it('links are relative to the marketplace base URL, with or without a trailing slash', () => {
  expect(marketLink('https://market.example.com', '/home')).toBe('https://market.example.com/home');
  expect(marketLink('https://market.example.com/', '/home')).toBe('https://market.example.com/home');
  expect(marketLink('https://market.example.com/sub', 'myapps')).toBe('https://market.example.com/sub/myapps');
});

it('reads a marketplace URL with 300,000 slashes inside in one pass', () => {
  const market = `https://market.example.com${'/'.repeat(300_000)}sub`;
  expect(marketLink(`${market}/`, '/home')).toBe(`${market}/home`);
});
