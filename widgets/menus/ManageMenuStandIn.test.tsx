// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { heldModule } from '../../test/heldModule.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createLazyWidget } from '../../ui/lazy/lazyWidget.tsx';
import { ManageMenu } from './ManageMenu.tsx';
import { ManageMenuStandIn } from './ManageMenuStandIn.tsx';
import { UserMenuStandIn } from './UserMenuStandIn.tsx';
import { UserMenu } from './UserMenu.tsx';

const staff = createTestNavContext({
  capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT', 'CHANNEL_MANAGEMENT'],
  user: { roles: ['CHANNEL_ADMIN', 'RESELLER'] },
});

function lazyManageMenu() {
  const held = heldModule({ ManageMenu });
  return { ...held, LazyManageMenu: createLazyWidget(held.lazy, (m) => m.ManageMenu, ManageMenuStandIn) };
}

const trigger = () => screen.getByRole('button', { name: 'Manage' });
/** The trigger as the user meets it: its name, role and state, not its generated ids. */
const triggerFace = () => ({
  html: trigger().closest('[data-dropdown]')?.className,
  haspopup: trigger().getAttribute('aria-haspopup'),
  expanded: trigger().getAttribute('aria-expanded'),
  state: trigger().getAttribute('data-state'),
  text: trigger().textContent,
});

it('draws the Manage trigger as the menu will: same name, role, classes and state', async () => {
  const { LazyManageMenu } = lazyManageMenu();
  renderInNav(<LazyManageMenu />, { nav: staff });
  const standIn = triggerFace();
  expect(standIn).toEqual({ html: 'unav-dropdown unav-manage-menu', haspopup: 'menu', expanded: 'false', state: 'closed', text: 'Manage' });
  const { unmount } = renderInNav(<ManageMenu />, { nav: staff });
  expect(screen.getAllByRole('button', { name: 'Manage' }).map((button) => button.closest('[data-dropdown]')?.className)).toEqual([
    'unav-dropdown unav-manage-menu',
    'unav-dropdown unav-manage-menu',
  ]);
  unmount();
});

it('ArrowUp on the stand-in opens with a loading state; the menu, once there, is open on its last item', async () => {
  const { LazyManageMenu, arrive } = lazyManageMenu();
  renderInNav(<LazyManageMenu />, { nav: staff });
  act(() => trigger().focus());
  fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  await arrive();
  const items = within(screen.getByRole('menu', { name: 'Manage' })).getAllByRole('menuitem');
  expect(document.activeElement).toBe(items.at(-1));
  // The menu behaves as ever: Escape closes it and gives the focus back to its trigger.
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger());
});

it('a click on the stand-in opens the menu on its first item once it is there', async () => {
  const user = userEvent.setup();
  const { LazyManageMenu, arrive } = lazyManageMenu();
  renderInNav(<LazyManageMenu />, { nav: staff });
  await user.click(trigger());
  await arrive();
  expect(document.activeElement).toBe(within(screen.getByRole('menu', { name: 'Manage' })).getAllByRole('menuitem')[0]);
});

it('focus on the stand-in, with nothing asked: the menu arriving later takes it on its trigger, closed', async () => {
  const { LazyManageMenu, lazy, arrive } = lazyManageMenu();
  renderInNav(<LazyManageMenu />, { nav: staff });
  act(() => trigger().focus());
  expect(lazy.status).toBe('loading');
  await arrive();
  // The swap waits for its own turn.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('status')).toBeNull();
  expect(trigger().getAttribute('aria-controls')).not.toBeNull();
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger());
});

it('one visible item: the stand-in is that link, as the menu is; none: nothing', () => {
  const { LazyManageMenu } = lazyManageMenu();
  // A customer without My Apps sees only Account.
  const { unmount } = renderInNav(<LazyManageMenu />, { nav: createTestNavContext({ capabilities: [] }) });
  expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Account' }).className).toBe('unav-manage-menu unav-menu-single');
  unmount();
  renderInNav(<LazyManageMenu />, { nav: createTestNavContext({ capabilities: [], settings: { onlyAdminsCanBuy: true } }) });
  expect(screen.queryByRole('link')).toBeNull();
});

it("the user menu's stand-in: avatar and first name, named and titled as the menu's trigger", () => {
  const { lazy } = heldModule({ UserMenu });
  const LazyUserMenu = createLazyWidget(lazy, (m) => m.UserMenu, UserMenuStandIn);
  const nav = createTestNavContext({ user: { firstName: 'Ada', name: 'Ada Lovelace', roles: ['USER'] } });
  renderInNav(<LazyUserMenu />, { nav });
  const standIn = screen.getByRole('button', { name: /Ada/ });
  expect([standIn.getAttribute('title'), standIn.textContent]).toEqual(['Ada Lovelace', 'ALAda']);
  const { unmount } = renderInNav(<UserMenu />, { nav });
  const menuTrigger = screen.getAllByRole('button', { name: /Ada/ })[1]!;
  expect([menuTrigger.getAttribute('title'), menuTrigger.textContent]).toEqual([standIn.getAttribute('title'), standIn.textContent]);
  unmount();
});
