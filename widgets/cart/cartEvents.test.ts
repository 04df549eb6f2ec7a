import { expect, it } from 'vitest';
import { planCartEvent } from './cartEvents.ts';
import { cartWithOfficeSuite, emptyCart } from './cartResponse.testkit.ts';

it('cart event handling: add, error and already-in-cart open the cart; update does not', () => {
  expect(planCartEvent('universalnav:cart:add', undefined)).toEqual({ intent: 'add', opens: true, cart: 'fetch' });
  expect(planCartEvent('universalnav:cart:error', null).opens).toBe(true);
  expect(planCartEvent('universalnav:cart:alreadyInCart', undefined).intent).toBe('alreadyInCart');
  expect(planCartEvent('universalnav:cart:update', undefined)).toEqual({ intent: 'update', opens: false, cart: 'fetch' });
});

it('cart event handling: a detail carrying a cart response is used instead of a fetch', () => {
  const plan = planCartEvent('universalnav:cart:update', cartWithOfficeSuite);
  expect(plan.cart !== 'fetch' && plan.cart?.products.map((product) => product.title)).toEqual(['Office Suite']);
  expect(planCartEvent('universalnav:cart:update', emptyCart).cart).toBeNull();
  expect(planCartEvent('universalnav:cart:add', { productId: 5 }).cart).toBe('fetch');
});
