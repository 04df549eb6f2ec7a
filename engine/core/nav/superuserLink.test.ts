import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { showSuperuserLink, superuserLinkTarget } from './superuserLink.ts';

it('Superuser: SUPERUSER or SUPER_SUPPORT see the link, others do not', () => {
  expect(showSuperuserLink(createTestNavContext({ user: { roles: ['SUPERUSER'] } }))).toBe(true);
  expect(showSuperuserLink(createTestNavContext({ user: { roles: ['SUPER_SUPPORT'] } }))).toBe(true);
  expect(showSuperuserLink(createTestNavContext({ user: { roles: ['CHANNEL_ADMIN'] } }))).toBe(false);
});

it('the superuser link goes to the dashboard for SUPERUSER and to support otherwise', () => {
  expect(superuserLinkTarget(createTestNavContext({ user: { roles: ['SUPER_SUPPORT', 'SUPERUSER'] } }))).toBe('https://market.example.com/superuser/dashboard');
  expect(superuserLinkTarget(createTestNavContext({ user: { roles: ['SUPER_SUPPORT'] } }))).toBe('https://market.example.com/superuser/support');
});
