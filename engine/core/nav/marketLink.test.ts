import { expect, it } from 'vitest';
import { marketLink } from './marketLink.ts';

it('links are relative to the marketplace base URL, with or without a trailing slash', () => {
  expect(marketLink('https://market.example.com', '/home')).toBe('https://market.example.com/home');
  expect(marketLink('https://market.example.com/', '/home')).toBe('https://market.example.com/home');
  expect(marketLink('https://market.example.com/sub', 'myapps')).toBe('https://market.example.com/sub/myapps');
});
