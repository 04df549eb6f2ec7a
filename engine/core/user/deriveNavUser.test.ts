import { describe, expect, it } from 'vitest';
import type { BootstrapContext } from '../wire/marketTypes.ts';
import { deriveNavUser } from './deriveNavUser.ts';

const signedIn: BootstrapContext = {
  CurrentUser: { uuid: 'u-live' },
  CompanyInfo: { uuid: 'c-live' },
  UserInfo: {
    user_id: 'u-info', company_id: 'c-info', name: 'Ada Lovelace', given_name: 'Augusta', email: 'ada@example.com',
    profilePic: 'https://cdn.example/ada.png', roles: ['CHANNEL_ADMIN'], currency: 'EUR',
  },
};

describe('deriveNavUser', () => {
  it('reads ids from CurrentUser and CompanyInfo first', () => {
    const user = deriveNavUser(signedIn, 'loggedin');
    expect(user).toEqual({
      state: 'loggedin', id: 'u-live', companyId: 'c-live', name: 'Ada Lovelace', firstName: 'Augusta',
      email: 'ada@example.com', picture: 'https://cdn.example/ada.png', roles: ['CHANNEL_ADMIN'], currency: 'EUR',
      impersonated: false,
    });
  });

  it('falls back to UserInfo ids', () => {
    const user = deriveNavUser({ UserInfo: { user_id: 'u-info', company_id: 'c-info' } }, 'static:loggedin', 'u-stored');
    expect([user.id, user.companyId]).toEqual(['u-info', 'c-info']);
  });

  it('takes the first name from given_name, else the first word of the name', () => {
    expect(deriveNavUser({ UserInfo: { name: 'Grace Brewster Hopper' } }, 'loggedin').firstName).toBe('Grace');
    expect(deriveNavUser({ UserInfo: { given_name: 'Amazing', name: 'Grace Hopper' } }, 'loggedin').firstName).toBe('Amazing');
    expect(deriveNavUser({}, 'loggedin').firstName).toBe('');
  });

  it('builds the name from given and family names when no name is sent', () => {
    expect(deriveNavUser({ UserInfo: { given_name: 'Grace', family_name: 'Hopper' } }, 'loggedin').name).toBe('Grace Hopper');
  });

  it('keeps the stored user id for a static:loggedin user', () => {
    const user = deriveNavUser({}, 'static:loggedin', 'u-stored');
    expect(user).toMatchObject({ state: 'static:loggedin', id: 'u-stored', roles: [] });
  });

  it('gives a loggedout user no ids and no roles', () => {
    const user = deriveNavUser(signedIn, 'loggedout');
    expect([user.id, user.companyId, user.roles]).toEqual([undefined, undefined, []]);
  });

  it('marks an impersonated user only when the flag is true', () => {
    expect(deriveNavUser({ CurrentUser: { uuid: 'u' }, UserInfo: { impersonated: true } }, 'loggedin').impersonated).toBe(true);
    expect(deriveNavUser(signedIn, 'loggedin').impersonated).toBe(false);
  });
});
