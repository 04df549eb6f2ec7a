// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { ManageMenu } from './ManageMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { renderInNav } from '../../test/renderInNav.tsx';

const market = 'https://market.example.com';
// A channel admin who is also a reseller: My Apps, Account, Marketplace, Reseller.
const staff = createTestNavContext({
  capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT', 'CHANNEL_MANAGEMENT'],
  user: { roles: ['CHANNEL_ADMIN', 'RESELLER'] },
});

function trigger() {
  return screen.getByRole('button', { name: 'Manage' });
}

it('is a menu button: collapsed, pointing at a hidden menu', () => {
  renderInNav(<ManageMenu />, { nav: staff });
  expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(trigger().getAttribute('data-state')).toBe('closed');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.getElementById(trigger().getAttribute('aria-controls') ?? '')?.hasAttribute('hidden')).toBe(true);
});

it('a click opens the menu with the visible items in order, and focuses the first', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
  expect(trigger().getAttribute('data-state')).toBe('open');
  const menu = screen.getByRole('menu', { name: 'Manage' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['My Apps', `${market}/myapps`],
    ['Account', `${market}/account/home`],
    ['Marketplace', `${market}/channel/marketplace`],
    ['Reseller', `${market}/reseller`],
  ]);
  expect(document.activeElement).toBe(items[0]);
});

it('a second click on the trigger closes it', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  await user.click(trigger());
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
});

it.each([
  ['Enter', 'My Apps', '{Enter}'],
  ['Space', 'My Apps', ' '],
  ['ArrowDown', 'My Apps', '{ArrowDown}'],
  ['ArrowUp', 'Reseller', '{ArrowUp}'],
])('%s on the trigger opens the menu and focuses %s', async (_key, focused, keys) => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  trigger().focus();
  await user.keyboard(keys);
  expect(screen.getByRole('menu').hidden).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: focused }));
});

it('arrows move through the items and wrap; Home and End jump', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  trigger().focus();
  await user.keyboard('{Enter}{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Account' }));
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Reseller' }));
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Apps' }));
  await user.keyboard('{End}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Reseller' }));
  await user.keyboard('{Home}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Apps' }));
});

it('Escape closes the menu and returns focus to the trigger', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  await user.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(trigger());
  expect(trigger().getAttribute('data-state')).toBe('closed');
});

it('tabbing out of the open menu closes it', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  await user.tab();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
});

it('clicking another dropdown trigger closes the first', async () => {
  const user = userEvent.setup();
  renderInNav(
    <>
      <ManageMenu />
      <UserMenu />
    </>,
    { nav: staff },
  );
  await user.click(trigger());
  await user.click(screen.getByRole('button', { name: 'Ada' }));
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(screen.getByRole('button', { name: 'Ada' }).getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('menu')).toHaveLength(1);
});

it('clicking the page body closes the menu', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  await user.click(screen.getByText('Page body'));
  expect(screen.queryByRole('menu')).toBeNull();
});

it('following an item is a plain link to its absolute href', async () => {
  const user = userEvent.setup();
  renderInNav(<ManageMenu />, { nav: staff });
  await user.click(trigger());
  expect(screen.getByRole('menuitem', { name: 'Marketplace' }).getAttribute('href')).toBe(`${market}/channel/marketplace`);
});

it('a dropdown with exactly one visible item collapses to that item, a plain link', () => {
  // A customer without My Apps sees only Account.
  renderInNav(<ManageMenu />, { nav: createTestNavContext({ capabilities: [] }) });
  expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(`${market}/account/home`);
});

it('a dropdown with no visible item renders nothing', () => {
  const { container } = renderInNav(<ManageMenu />, {
    nav: createTestNavContext({ capabilities: [], settings: { onlyAdminsCanBuy: true } }),
  });
  expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
  expect(container.querySelector('.unav-manage-menu')).toBeNull();
});
