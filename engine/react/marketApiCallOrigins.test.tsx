// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createMemoryStorage, createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from './context/NavContext.tsx';
import { Cart } from '../../widgets/cart/Cart.tsx';
import { MobileMenu } from '../../widgets/mobileMenu/MobileMenu.tsx';
import { PreviewToolbar } from '../../widgets/banners/previewToolbar/PreviewToolbar.tsx';
import { fetchAssignments } from '../../widgets/myapps/api.ts';

// SPEC §7: {marketApi} and {marketUrlApi} are the marketplace's origin; apiUrl serves only the
// {api} calls (bootstrap, translation, configuration). Here the two origins differ.
const MARKET = 'https://market.example.com';
const API = 'https://api.example.com';
const nav = createTestNavContext({ config: { marketUrl: MARKET, apiUrl: API } });

function renderCalling(ui: ReactNode, url = `${MARKET}/home`) {
  const calls: string[] = [];
  const env = createTestEnv({
    url,
    sessionStorage: createMemoryStorage(),
    fetch: async (input) => (calls.push(String(input)), new Response('{}', { headers: { 'Content-Type': 'application/json' } })),
  });
  render(<NavProvider nav={nav} env={env}>{ui}</NavProvider>);
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('{marketApi} cart call goes to the marketplace origin, not apiUrl', async () => {
  const calls = renderCalling(<Cart />);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.startsWith(`${MARKET}/api/checkout/v1/shoppingCarts/itemDetails`)).toBe(true);
});

it('{marketApi} navigator and product lines calls go to the marketplace origin, not apiUrl', async () => {
  const calls = renderCalling(<MobileMenu />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls.sort()).toEqual([`${MARKET}/api/marketplace/v1/navigator`, `${MARKET}/api/marketplace/v1/productlines`]);
});

it('{marketApi} My Apps assignments call goes to the marketplace origin, not apiUrl', async () => {
  const calls: string[] = [];
  const env = createTestEnv({ fetch: async (input) => (calls.push(String(input)), new Response('[]', { headers: { 'Content-Type': 'application/json' } })) });
  await fetchAssignments(env, nav);
  expect(calls).toEqual([`${MARKET}/api/v3/universal-nav/assignments/company-1/user-1?limitNbApps=9`]);
});

it('{marketUrlApi} product preview call goes to the marketplace origin, not apiUrl', async () => {
  const calls = renderCalling(<PreviewToolbar />, `${MARKET}/apps/42/office-suite?dev=CMS`);
  await waitFor(() => expect(calls).toEqual([`${MARKET}/api/marketplace/v1/products/42.json`]));
});
