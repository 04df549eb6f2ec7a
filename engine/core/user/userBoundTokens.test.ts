import { expect, it } from 'vitest';
import { COMPONENT_TOKENS } from '../template/tokenNames.ts';
import { isUserBoundToken } from './userBoundTokens.ts';

it('the user-bound tokens are the user menus, avatar, apps, cart, notifications and switchers of the user', () => {
  expect(COMPONENT_TOKENS.filter(isUserBoundToken)).toEqual([
    'companyDropdown', 'manageDropdown', 'userImage', 'userList', 'currencySelect', 'cart', 'myApps', 'notifications', 'mobileMenu',
  ]);
});
