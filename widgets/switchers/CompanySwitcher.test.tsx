// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { ManageMenu } from '../menus/ManageMenu.tsx';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { DropdownGroup } from '../../ui/DropdownGroup.tsx';
import { renderInNav } from '../../test/renderInNav.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';

const memberships = [
  { company: { uuid: 'company-1', name: 'Acme Corporation International' } },
  { company: { uuid: 'company-2', name: 'Globex' } },
];
const nav = createTestNavContext({ memberships });

function fakeNavigation() {
  return { assignLocation: vi.fn(), reloadPage: vi.fn() };
}

it('is shown only with more than one membership', () => {
  const one = createTestNavContext({ memberships: memberships.slice(0, 1) });
  renderInNav(<CompanySwitcher navigation={fakeNavigation()} />, { nav: one });
  expect(screen.queryByRole('button', { name: /Switch company/ })).toBeNull();
});

it('shows the current company, its full name in the title for the 12ex cut', () => {
  renderInNav(<CompanySwitcher navigation={fakeNavigation()} />, { nav });
  const trigger = screen.getByRole('button', { name: 'Switch company: Acme Corporation International' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.querySelector('.unav-company-name')?.getAttribute('title')).toBe('Acme Corporation International');
});

it('opening lists the companies with the current one checked, focus on the first', async () => {
  const user = userEvent.setup();
  renderInNav(<CompanySwitcher navigation={fakeNavigation()} />, { nav });
  await user.click(screen.getByRole('button', { name: /Switch company/ }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
  expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
    ['Acme Corporation International', 'true'],
    ['Globex', 'false'],
  ]);
  expect(document.activeElement).toBe(items[0]);
});

it('choosing a company PUTs it as current, stores the choice, then loads /home', async () => {
  const user = userEvent.setup();
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const env = createTestEnv({ fetch });
  const navigation = fakeNavigation();
  renderInNav(<CompanySwitcher navigation={navigation} />, { nav, env });
  screen.getByRole('button', { name: /Switch company/ }).focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(navigation.assignLocation).toHaveBeenCalledWith('https://market.example.com/home'));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://market.example.com/api/account/v2/users/user-1/memberships/company-2/current');
  expect(init.method).toBe('PUT');
  expect(env.localStorage.getItem('httpsmarketexamplecom.user-1.header.companyId')).toBe('company-2');
});

it("a failed switch logs 'Change Company error', stays on the page and keeps the current company", async () => {
  const user = userEvent.setup();
  const env = createTestEnv({ fetch: async () => new Response('{}', { status: 500 }) });
  const navigation = fakeNavigation();
  renderInNav(<CompanySwitcher navigation={navigation} />, { nav, env });
  await user.click(screen.getByRole('button', { name: /Switch company/ }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Globex' }));
  await waitFor(() => expect(env.warnings[0]?.[0]).toBe('Change Company error'));
  expect(navigation.assignLocation).not.toHaveBeenCalled();
  expect(env.localStorage.getItem('httpsmarketexamplecom.user-1.header.companyId')).toBeNull();
  const trigger = screen.getByRole('button', { name: 'Switch company: Acme Corporation International' });
  expect(trigger.closest('[data-status]')?.getAttribute('data-status')).toBe('failed');
});

it('choosing the current company makes no request', async () => {
  const user = userEvent.setup();
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  renderInNav(<CompanySwitcher navigation={fakeNavigation()} />, { nav, env: createTestEnv({ fetch }) });
  await user.click(screen.getByRole('button', { name: /Switch company/ }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Acme Corporation International' }));
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).toBeNull();
});

it('opening the company menu closes the Manage menu, one dropdown at a time', async () => {
  const user = userEvent.setup();
  const staff = createTestNavContext({ memberships, capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT', 'CHANNEL_MANAGEMENT'], user: { roles: ['CHANNEL_ADMIN'] } });
  renderInNav(
    <>
      <ManageMenu />
      <CompanySwitcher navigation={fakeNavigation()} />
    </>,
    { nav: staff },
  );
  await user.click(screen.getByRole('button', { name: 'Manage' }));
  await user.click(screen.getByRole('button', { name: /Switch company/ }));
  expect(screen.getByRole('button', { name: 'Manage' }).getAttribute('aria-expanded')).toBe('false');
  expect(screen.getAllByRole('menu')).toHaveLength(1);
});

it('follows the fresh bootstrap after a cache-first render showed the stored company', () => {
  const cached = createTestNavContext({ memberships, user: { companyId: 'company-1' } });
  const fresh = createTestNavContext({ memberships, user: { companyId: 'company-2' } });
  const env = createTestEnv();
  const { rerender } = renderInNav(<CompanySwitcher navigation={fakeNavigation()} />, { nav: cached, env });
  expect(screen.getByRole('button', { name: 'Switch company: Acme Corporation International' })).toBeTruthy();
  rerender(
    <NavProvider nav={fresh} env={env}>
      <DropdownGroup>
        <CompanySwitcher navigation={fakeNavigation()} />
      </DropdownGroup>
    </NavProvider>,
  );
  expect(screen.getByRole('button', { name: 'Switch company: Globex' })).toBeTruthy();
});
