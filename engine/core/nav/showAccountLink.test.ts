import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showAccountLink } from './showAccountLink.ts';

it('Account is visible to everyone while only-admins-can-buy is off', () => {
  expect(showAccountLink(createTestNavContext({ settings: {} }))).toBe(true);
});

it('Account needs BILLING_ADMIN when only-admins-can-buy is on', () => {
  const settings = { onlyAdminsCanBuy: true };
  expect(showAccountLink(createTestNavContext({ settings, user: { roles: ['USER'] } }))).toBe(false);
  expect(showAccountLink(createTestNavContext({ settings, user: { roles: ['USER', 'BILLING_ADMIN'] } }))).toBe(true);
});
