// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { DropdownGroup } from '../../ui/DropdownGroup.tsx';
import { renderInNav } from '../../test/renderInNav.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';

const nav = createTestNavContext({ bootstrap: { currencies: ['USD', 'EUR', 'CAD'], defaultCurrency: 'USD' } });

function fakeNavigation() {
  return { assignLocation: vi.fn(), reloadPage: vi.fn() };
}

it('offers the bootstrap currencies with the default selected when the user has none', () => {
  renderInNav(<CurrencySelect navigation={fakeNavigation()} />, { nav });
  const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'EUR', 'CAD']);
  expect(select.value).toBe('USD');
});

it("selects the user's own currency over the default", () => {
  const withCurrency = createTestNavContext({ ...nav, user: { currency: 'CAD' } });
  renderInNav(<CurrencySelect navigation={fakeNavigation()} />, { nav: withCurrency });
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('CAD');
});

it('is hidden with a single currency', () => {
  renderInNav(<CurrencySelect navigation={fakeNavigation()} />, { nav: createTestNavContext({ bootstrap: { currencies: ['USD'] } }) });
  expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
});

it('choosing a currency PATCHes the user with it, then reloads', async () => {
  const user = userEvent.setup();
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const navigation = fakeNavigation();
  renderInNav(<CurrencySelect navigation={navigation} />, { nav, env: createTestEnv({ fetch }) });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
  await waitFor(() => expect(navigation.reloadPage).toHaveBeenCalledTimes(1));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://market.example.com/api/account/v2/users/user-1');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ currency: 'EUR' });
});

it("a failed change logs 'Change Currency error' and shows the old currency again", async () => {
  const user = userEvent.setup();
  const env = createTestEnv({ fetch: async () => new Response('{}', { status: 500 }) });
  const navigation = fakeNavigation();
  renderInNav(<CurrencySelect navigation={navigation} />, { nav, env });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
  await waitFor(() => expect(env.warnings[0]?.[0]).toBe('Change Currency error'));
  const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
  expect(select.value).toBe('USD');
  expect(select.closest('[data-status]')?.getAttribute('data-status')).toBe('failed');
  expect(navigation.reloadPage).not.toHaveBeenCalled();
});

it('follows the fresh bootstrap after a cache-first render showed the stored currency', () => {
  const cached = createTestNavContext({ ...nav, user: { currency: 'CAD' } });
  const fresh = createTestNavContext({ ...nav, user: { currency: 'EUR' } });
  const env = createTestEnv();
  const { rerender } = renderInNav(<CurrencySelect navigation={fakeNavigation()} />, { nav: cached, env });
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('CAD');
  rerender(
    <NavProvider nav={fresh} env={env}>
      <DropdownGroup>
        <CurrencySelect navigation={fakeNavigation()} />
      </DropdownGroup>
    </NavProvider>,
  );
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('EUR');
});
