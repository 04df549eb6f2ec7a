import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showResellerLink } from './showResellerLink.ts';

it.each(['RESELLER_MANAGER', 'RESELLER', 'REFERRAL'])('Reseller: %s sees the link', (role) => {
  expect(showResellerLink(createTestNavContext({ user: { roles: ['USER', role] } }))).toBe(true);
});

it('Reseller: a plain user does not', () => {
  expect(showResellerLink(createTestNavContext({ user: { roles: ['USER'] } }))).toBe(false);
});
