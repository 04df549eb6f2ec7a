// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { heldModule } from '../../test/heldModule.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createMemoryStorage, createTestEnv } from '../../test/testEnv.ts';
import { createLazyWidget } from '../../ui/lazy/lazyWidget.tsx';
import { Cart } from './Cart.tsx';
import { cartWithOfficeSuite } from './cartResponse.testkit.ts';
import { CartStandIn } from './CartStandIn.tsx';

function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

function renderLazyCart({ width = 1280, sessionStorage = createMemoryStorage({ itemsCount: '3' }) } = {}) {
  stubViewportWidth(width);
  const held = heldModule({ Cart });
  const LazyCart = createLazyWidget(held.lazy, (m) => m.Cart, CartStandIn);
  const fetch = vi.fn(async () => new Response(JSON.stringify(cartWithOfficeSuite), { headers: { 'content-type': 'application/json' } }));
  renderInNav(<LazyCart />, { nav: createTestNavContext(), env: createTestEnv({ fetch, sessionStorage }) });
  return { ...held, fetch };
}

it('draws the trigger with the count the last page left, named as the cart names it; nothing is fetched', () => {
  const { fetch } = renderLazyCart();
  const trigger = screen.getByRole('button', { name: 'Cart Summary, 3 items' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(trigger.querySelector('.unav-cart-badge')?.textContent).toBe('3');
  expect(fetch).not.toHaveBeenCalled();
});

it('below 1024px it is the link to the cart page, as the cart is', () => {
  renderLazyCart({ width: 375 });
  expect(screen.getByRole('link', { name: 'Cart Summary, 3 items' }).getAttribute('href')).toBe('https://market.example.com/checkout/cart');
});

it('a click opens the panel with a loading state; the cart, once there, shows its content', async () => {
  const user = userEvent.setup();
  const { arrive } = renderLazyCart({ sessionStorage: createMemoryStorage() });
  await user.click(screen.getByRole('button', { name: 'Cart Summary' }));
  expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
  await arrive();
  expect(await screen.findByRole('region', { name: 'Cart Summary' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Cart Summary/ }).getAttribute('aria-expanded')).toBe('true');
});

it('an add event before the cart is there is not lost: the panel opens at once, and the cart handles the event when it comes', async () => {
  const { arrive, fetch } = renderLazyCart();
  act(() => {
    window.dispatchEvent(new CustomEvent('universalnav:cart:add'));
  });
  expect(screen.getByRole('button', { name: 'Cart Summary, 3 items' }).getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
  await arrive();
  // The event's intent: the cart fetched, titled as an add.
  expect(await screen.findByRole('region', { name: 'Added to Cart' })).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('an update event before the cart is there changes nothing on screen but asks for the cart, which applies it', async () => {
  const { arrive, lazy } = renderLazyCart();
  act(() => {
    window.dispatchEvent(new CustomEvent('universalnav:cart:update', { detail: { items: [] } }));
  });
  expect(screen.getByRole('button', { name: 'Cart Summary, 3 items' }).getAttribute('aria-expanded')).toBe('false');
  expect(lazy.status).toBe('loading');
  await arrive();
  // The event carried an empty cart: the badge goes.
  expect(await screen.findByRole('button', { name: 'Cart Summary' })).toBeTruthy();
});
