// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { UserMenu } from './UserMenu.tsx';
import { renderInNav } from '../../test/renderInNav.tsx';

const market = 'https://market.example.com';

it('the trigger shows the initials of the first and last word and the first name', () => {
  renderInNav(<UserMenu />, { nav: createTestNavContext({ user: { name: 'Ada King Lovelace', firstName: 'Ada' } }) });
  const trigger = screen.getByRole('button', { name: 'Ada' });
  expect(trigger.textContent).toBe('ALAda');
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
});

it('the trigger has the full name as its title, its name where a template hides the first name', () => {
  renderInNav(<UserMenu />, { nav: createTestNavContext({ user: { name: 'Ada King Lovelace', firstName: 'Ada' } }) });
  const trigger = screen.getByRole('button', { name: 'Ada' });
  expect(trigger.getAttribute('title')).toBe('Ada King Lovelace');
  (trigger.querySelector('.unav-user-first-name') as HTMLElement).style.display = 'none';
  expect(screen.getByRole('button', { name: 'Ada King Lovelace' })).toBe(trigger);
});

it('the avatar is the profile picture when there is one', () => {
  renderInNav(<UserAvatar size={40} />, { nav: createTestNavContext({ user: { picture: 'https://cdn.example.com/ada.png' } }) });
  const image = document.querySelector('img.unav-avatar');
  expect(image?.getAttribute('src')).toBe('https://cdn.example.com/ada.png');
  expect(image?.getAttribute('width')).toBe('40');
  expect(screen.queryByText('AL')).toBeNull();
});

it('opening lists the account links in order and focuses the first', async () => {
  const user = userEvent.setup();
  renderInNav(<UserMenu />, { nav: createTestNavContext({ user: { id: 'u-1', companyId: 'c-1' } }) });
  await user.click(screen.getByRole('button', { name: 'Ada' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['My Profile', `${market}/profile/u-1`],
    ['My Settings', `${market}/settings`],
    ['My Company', `${market}/companies/c-1`],
    ['Logout', `${market}/logout`],
  ]);
  expect(document.activeElement).toBe(items[0]);
});

it('Escape returns focus to the avatar trigger', async () => {
  const user = userEvent.setup();
  renderInNav(<UserMenu />);
  screen.getByRole('button', { name: 'Ada' }).focus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ada' }));
  expect(screen.queryByRole('menu')).toBeNull();
});

it('with only logout visible the user menu collapses to a Logout link', () => {
  renderInNav(<UserMenu />, {
    nav: createTestNavContext({ settings: { profilesEnabled: false, identityProviderInUse: true } }),
  });
  expect(screen.queryByRole('button', { name: 'Ada' })).toBeNull();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe(`${market}/logout`);
});

it('a user without a first name still gets a named trigger', () => {
  renderInNav(<UserMenu />, { nav: createTestNavContext({ user: { firstName: '', name: '' } }) });
  expect(screen.getByRole('button', { name: 'User menu' }).getAttribute('aria-expanded')).toBe('false');
});
