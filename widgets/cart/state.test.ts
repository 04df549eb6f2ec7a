import { expect, it } from 'vitest';
import { cartWithOfficeSuite } from './cartResponse.testkit.ts';
import { EMPTY_CART, parseCart } from './parseCart.ts';
import { cartReducer, createCartState, getCartStatus } from './state.ts';

const filled = parseCart(cartWithOfficeSuite)!;

it('the cart starts empty or with items from what was cached', () => {
  expect(createCartState(EMPTY_CART).status).toBe('empty');
  expect(createCartState(filled).status).toBe('items');
});

it('a requested cart shows the loader and keeps the rows', () => {
  const next = cartReducer(createCartState(filled), { type: 'CartRequested', intent: 'add' });
  expect(next).toEqual({ status: 'loading', summary: filled });
});

it('an add answered with items shows cart-added; answered empty shows the empty cart', () => {
  const loading = cartReducer(createCartState(EMPTY_CART), { type: 'CartRequested', intent: 'add' });
  expect(cartReducer(loading, { type: 'CartReceived', intent: 'add', summary: filled }).status).toBe('cart-added');
  const cleared = cartReducer(createCartState(filled), { type: 'CartReceived', intent: 'add', summary: null });
  expect(cleared).toEqual({ status: 'empty', summary: EMPTY_CART });
});

it('an error shows the error alert only when the cart is not empty', () => {
  expect(getCartStatus('error', filled)).toBe('error');
  expect(getCartStatus('error', EMPTY_CART)).toBe('empty');
});

it('already-in-cart shows its notice; update shows the list', () => {
  expect(getCartStatus('alreadyInCart', filled)).toBe('success');
  expect(getCartStatus('update', filled)).toBe('items');
  expect(getCartStatus('load', EMPTY_CART)).toBe('empty');
});

it('a failed call keeps the rows and still answers the event', () => {
  const next = cartReducer({ status: 'loading', summary: filled }, { type: 'CartFailed', intent: 'error' });
  expect(next).toEqual({ status: 'error', summary: filled });
});

it("the session cache read after hydration fills a cart still at the server's empty start, and nothing else", () => {
  const serverStart = createCartState(EMPTY_CART);
  expect(cartReducer(serverStart, { type: 'CacheRead', summary: filled })).toEqual({ status: 'items', summary: filled });
  const loading = cartReducer(serverStart, { type: 'CartRequested', intent: 'load' });
  expect(cartReducer(loading, { type: 'CacheRead', summary: filled })).toBe(loading);
  const loaded = createCartState(filled);
  expect(cartReducer(loaded, { type: 'CacheRead', summary: EMPTY_CART })).toBe(loaded);
});
