// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createMemoryStorage, createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { Cart } from './Cart.tsx';
import { cartWithOfficeSuite, emptyCart } from './cartResponse.testkit.ts';
import { parseCart } from './parseCart.ts';

function stubViewportWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const cachedOfficeSuite = () => {
  const summary = parseCart(cartWithOfficeSuite)!;
  return createMemoryStorage({
    cartItems: JSON.stringify(summary.products),
    itemsCount: String(summary.itemsCount),
    subtotal: summary.subtotal,
  });
};

function renderCart({ answer = cartWithOfficeSuite as unknown, sessionStorage = createMemoryStorage({ itemsCount: '0' }), locale = 'en-US' } = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(answer));
  const env = createTestEnv({ fetch, sessionStorage });
  const nav = createTestNavContext({ config: { locale } });
  const view = render(
    <NavProvider nav={nav} env={env}>
      <Cart />
    </NavProvider>,
  );
  return { ...view, fetch, env };
}

function fire(type: string, detail?: unknown) {
  act(() => {
    window.dispatchEvent(new CustomEvent(type, { detail }));
  });
}

beforeEach(() => stubViewportWidth(1280));
afterEach(() => vi.unstubAllGlobals());

it('starts from the cached cart: the badge shows the count and nothing is fetched', () => {
  const { fetch } = renderCart({ sessionStorage: cachedOfficeSuite() });
  expect(screen.getByRole('button', { name: 'Cart Summary, 2 items' }).getAttribute('aria-expanded')).toBe('false');
  expect(fetch).not.toHaveBeenCalled();
});

it('one item reads in the singular', () => {
  const summary = parseCart({ ...cartWithOfficeSuite, itemsCount: 1 })!;
  renderCart({ sessionStorage: createMemoryStorage({ cartItems: JSON.stringify(summary.products), itemsCount: '1', subtotal: summary.subtotal }) });
  expect(screen.getByRole('button', { name: 'Cart Summary, 1 item' })).toBeTruthy();
});

it('shows no badge for an empty cart', () => {
  renderCart();
  expect(screen.getByRole('button', { name: 'Cart Summary' })).toBeTruthy();
});

it('without a cache it asks the server once, in the underscore locale', async () => {
  const { fetch } = renderCart({ sessionStorage: createMemoryStorage(), locale: 'fr-CA' });
  expect(await screen.findByRole('button', { name: 'Cart Summary, 2 items' })).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(String(fetch.mock.calls[0]?.[0])).toBe(
    'https://market.example.com/api/checkout/v1/shoppingCarts/itemDetails?forceReturnAllPricingPlans=false&locale=fr_CA',
  );
});

it('below 1024px the cart is a plain link to the cart page', () => {
  stubViewportWidth(800);
  renderCart({ sessionStorage: cachedOfficeSuite() });
  expect(screen.getByRole('link', { name: 'Cart Summary, 2 items' }).getAttribute('href')).toBe('https://market.example.com/checkout/cart');
  expect(screen.queryByRole('button')).toBeNull();
});

it('an add event opens the cart titled Added to Cart with the fetched products', async () => {
  const { fetch } = renderCart();
  fire('universalnav:cart:add');
  const panel = await screen.findByRole('region', { name: 'Added to Cart' });
  expect(within(panel).getByText('Office Suite')).toBeTruthy();
  expect(within(panel).getByText('Business')).toBeTruthy();
  expect(within(panel).getByText('acme.example.com')).toBeTruthy();
  expect(within(panel).getByText('Extra Storage 1 TB')).toBeTruthy();
  expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('https://market.example.com/checkout/cart');
  expect(panel.getAttribute('data-status')).toBe('cart-added');
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(document.querySelector('.unav-cart-mask')).not.toBeNull();
});

it('the loader shows while the cart is being fetched', () => {
  renderCart();
  fire('universalnav:cart:add');
  expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
});

it('an error event shows the error alert when the cart has items', async () => {
  renderCart();
  fire('universalnav:cart:error');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'We were unable to add this item to your cart. Please refresh the page and try again.',
  );
});

it('an error answered by an empty cart clears the cache and shows the empty cart, no alert', async () => {
  const { env } = renderCart({ answer: emptyCart, sessionStorage: cachedOfficeSuite() });
  fire('universalnav:cart:error');
  expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  expect(screen.getByText('Why not add something?')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(env.sessionStorage.getItem('cartItems')).toBeNull();
  expect(screen.getByRole('button', { name: 'Cart Summary' })).toBeTruthy();
});

it('an invalid answer to add shows the empty cart', async () => {
  renderCart({ answer: { message: 'oops' }, sessionStorage: cachedOfficeSuite() });
  fire('universalnav:cart:add');
  expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
});

it('already-in-cart shows its notice', async () => {
  renderCart({ sessionStorage: cachedOfficeSuite() });
  fire('universalnav:cart:alreadyInCart');
  expect(await screen.findByText('This item is already in your cart.')).toBeTruthy();
});

it('an update carrying a cart changes the badge without opening or fetching', () => {
  const { fetch } = renderCart();
  fire('universalnav:cart:update', cartWithOfficeSuite);
  const trigger = screen.getByRole('button', { name: 'Cart Summary, 2 items' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(fetch).not.toHaveBeenCalled();
});

it('after unmount the cart no longer listens to events', () => {
  const { fetch, unmount } = renderCart();
  unmount();
  fire('universalnav:cart:add');
  expect(fetch).not.toHaveBeenCalled();
});

it('the trigger opens and closes the cart; Escape closes it and returns focus', async () => {
  const user = userEvent.setup();
  renderCart({ sessionStorage: cachedOfficeSuite() });
  const trigger = screen.getByRole('button', { name: 'Cart Summary, 2 items' });
  await user.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('region', { name: 'Cart Summary' }).getAttribute('data-status')).toBe('items');
  await user.click(trigger);
  expect(screen.queryByRole('region')).toBeNull();
  expect(document.querySelector('.unav-cart-mask')).toBeNull();

  await user.keyboard('{Enter}');
  await user.tab();
  expect(screen.getByRole('link', { name: 'View Cart' })).toBe(document.activeElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region')).toBeNull();
  expect(trigger).toBe(document.activeElement);
});

it('closes when the pointer leaves the panel by more than 15px', async () => {
  const user = userEvent.setup();
  renderCart({ sessionStorage: cachedOfficeSuite() });
  await user.click(screen.getByRole('button', { name: 'Cart Summary, 2 items' }));
  const panel = screen.getByRole('region', { name: 'Cart Summary' });
  panel.getBoundingClientRect = () => DOMRect.fromRect({ x: 600, y: 52, width: 420, height: 300 });
  fireEvent.pointerMove(document, { clientX: 700, clientY: 200 });
  fireEvent.pointerMove(document, { clientX: 590, clientY: 200 });
  expect(screen.getByRole('region', { name: 'Cart Summary' })).toBeTruthy();
  fireEvent.pointerMove(document, { clientX: 580, clientY: 200 });
  expect(screen.queryByRole('region')).toBeNull();
});

it('below 1024px an add event updates the badge and opens nothing', async () => {
  stubViewportWidth(800);
  renderCart();
  fire('universalnav:cart:add');
  expect(await screen.findByRole('link', { name: 'Cart Summary, 2 items' })).toBeTruthy();
  expect(document.querySelector('.unav-cart-mask')).toBeNull();
});

it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x'])(
  'a cached cart item icon %j never reaches an img; an https icon does',
  async (hostile) => {
    const summary = parseCart(cartWithOfficeSuite)!;
    const products = [{ ...summary.products[0]!, id: 'hostile', title: 'Hostile', iconUrl: hostile }, { ...summary.products[0]!, id: 'good', title: 'Good', iconUrl: 'https://cdn.example.com/good.png' }];
    const { container } = renderCart({
      answer: { not: 'a cart' },
      sessionStorage: createMemoryStorage({ cartItems: JSON.stringify(products), itemsCount: '2', subtotal: '1' }),
    });
    fireEvent.click(screen.getByRole('button', { name: /cart/i }));
    await screen.findByText('Good');
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.com/good.png']);
  },
);
