// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createMemoryStorage, createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { Cart } from './Cart.tsx';
import { cartWithOfficeSuite } from './cartResponse.testkit.ts';
import { parseCart } from './parseCart.ts';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

/** jsdom lays nothing out: the list's box is given its sizes. */
function sizeList(list: HTMLElement, sizes: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(list, name, { configurable: true, value });
}

function renderOpenCart() {
  const summary = parseCart(cartWithOfficeSuite)!;
  const sessionStorage = createMemoryStorage({ cartItems: JSON.stringify(summary.products), itemsCount: String(summary.itemsCount), subtotal: summary.subtotal });
  const fetch = async () => new Response(JSON.stringify(cartWithOfficeSuite), { headers: { 'content-type': 'application/json' } });
  const { container } = render(
    <NavProvider nav={createTestNavContext()} env={createTestEnv({ fetch, sessionStorage })}>
      <Cart />
    </NavProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Cart Summary/ }));
  return { list: container.querySelector<HTMLElement>('.unav-cart-content')!, actions: container.querySelector('.unav-cart-actions')! };
}

describe('the footer action area gets a shadow when the list scrolls (SPEC §4)', () => {
  it('the actions show the list scrolled once it scrolls, and not before', async () => {
    const { list, actions } = renderOpenCart();
    await act(async () => undefined);
    expect(actions.getAttribute('data-scroll')).toBe('fits');

    sizeList(list, { scrollHeight: 900, clientHeight: 300, scrollTop: 0 });
    fireEvent.scroll(list);
    expect(actions.getAttribute('data-scroll')).toBe('top');

    sizeList(list, { scrollHeight: 900, clientHeight: 300, scrollTop: 120 });
    fireEvent.scroll(list);
    expect(actions.getAttribute('data-scroll')).toBe('scrolled');
  });
});
