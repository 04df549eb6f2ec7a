import { describe, expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { markUserLoggedOut } from './markUserLoggedOut.ts';

describe('a failed My Apps call marks the user as logged out (SPEC §8)', () => {
  it('gives a loggedout user with no ids, roles or memberships, and headerOut for headerIn', () => {
    const nav = createTestNavContext({ memberships: [{ company: { uuid: 'c', name: 'C' } }] });
    const out = markUserLoggedOut(nav);
    expect(out.user).toMatchObject({ state: 'loggedout', id: undefined, companyId: undefined, roles: [] });
    expect(out.memberships).toEqual([]);
    expect(out.template).toBe('headerOut');
  });

  it('keeps an SSO, checkout or explicitly chosen template', () => {
    expect(markUserLoggedOut(createTestNavContext({ template: 'headerCheckout' })).template).toBe('headerCheckout');
    expect(markUserLoggedOut(createTestNavContext({ config: { template: 'headerIn' } })).template).toBe('headerIn');
  });

  it('returns a loggedout context as it is', () => {
    const nav = createTestNavContext({ user: { state: 'loggedout' }, template: 'headerOut' });
    expect(markUserLoggedOut(nav)).toBe(nav);
  });
});
