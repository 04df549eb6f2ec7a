import { expect, it } from 'vitest';
import { createMemoryStorage } from '../../test/testEnv.ts';
import { clearCartCache, hasCartCache, readCartCache, writeCartCache } from './cartCache.ts';
import { cartWithOfficeSuite } from './cartResponse.testkit.ts';
import { parseCart } from './parseCart.ts';

it('the cart cache round-trips through session storage under cartItems, itemsCount and subtotal', () => {
  const storage = createMemoryStorage();
  const summary = parseCart(cartWithOfficeSuite);
  if (!summary) throw new Error('fixture should parse');
  writeCartCache(storage, summary);
  expect(storage.getItem('itemsCount')).toBe('2');
  expect(storage.getItem('subtotal')).toBe('24.00');
  expect(readCartCache(storage)).toEqual(summary);
  expect(hasCartCache(storage)).toBe(true);
  clearCartCache(storage);
  expect(storage.keys()).toEqual([]);
  expect(hasCartCache(storage)).toBe(false);
});

it('a cache written in another shape starts an empty product list', () => {
  const storage = createMemoryStorage({ cartItems: '[{"productId":1}]', itemsCount: 'x' });
  expect(readCartCache(storage)).toEqual({ products: [], itemsCount: 0, subtotal: '' });
  expect(readCartCache(createMemoryStorage({ cartItems: '{broken' })).products).toEqual([]);
});
