import { expect, it, vi } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { cartUrl, fetchCart } from './api.ts';
import { parseCart } from './parseCart.ts';

it('the cart call asks for item details in the underscore locale', () => {
  expect(cartUrl('https://api.example.com/', 'fr-CA')).toBe(
    'https://api.example.com/api/checkout/v1/shoppingCarts/itemDetails?forceReturnAllPricingPlans=false&locale=fr_CA',
  );
  expect(cartUrl('https://api.example.com', undefined)).toMatch(/locale=en_US$/);
});

it('an ok answer with JSON cut short is an invalid cart (the empty cart), not a failed call', async () => {
  const truncated = createTestEnv({
    fetch: vi.fn(async () => new Response('{"items":[{"id":"item-1"', { status: 200, headers: { 'content-type': 'application/json' } })),
  });
  const response = await fetchCart(truncated, 'https://api.example.com', 'en-US');
  expect(response).toBeNull();
  expect(parseCart(response)).toBeNull();
});

it('a server error still rejects, so the cart keeps what it shows', async () => {
  const failing = createTestEnv({
    fetch: vi.fn(async () => new Response('{"error":"Internal Server Error"}', { status: 500, headers: { 'content-type': 'application/json' } })),
  });
  await expect(fetchCart(failing, 'https://api.example.com', 'en-US')).rejects.toMatchObject({ status: 500 });
});
