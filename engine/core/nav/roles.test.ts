import { expect, it } from 'vitest';
import { Role, hasAnyRole, hasRole } from './roles.ts';

it('roles are checked by inclusion: one role among others counts', () => {
  expect(hasRole({ roles: ['USER', 'CHANNEL_ADMIN'] }, Role.CHANNEL_ADMIN)).toBe(true);
  expect(hasRole({ roles: ['USER'] }, Role.CHANNEL_ADMIN)).toBe(false);
});

it('any of several roles is enough, none of them is not', () => {
  expect(hasAnyRole({ roles: ['REFERRAL'] }, [Role.RESELLER, Role.REFERRAL])).toBe(true);
  expect(hasAnyRole({ roles: ['USER'] }, [Role.RESELLER, Role.REFERRAL])).toBe(false);
  expect(hasAnyRole({ roles: [] }, [])).toBe(false);
});
