import { expect, it } from 'vitest';
import { cartUrl } from './api.ts';

it('the cart call asks for item details in the underscore locale', () => {
  expect(cartUrl('https://api.example.com/', 'fr-CA')).toBe(
    'https://api.example.com/api/checkout/v1/shoppingCarts/itemDetails?forceReturnAllPricingPlans=false&locale=fr_CA',
  );
  expect(cartUrl('https://api.example.com', undefined)).toMatch(/locale=en_US$/);
});
