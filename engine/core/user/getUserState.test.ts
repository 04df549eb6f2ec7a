import { describe, expect, it } from 'vitest';
import { getUserState } from './getUserState.ts';

describe('getUserState', () => {
  it('is loggedin when the bootstrap has a current user uuid', () => {
    expect(getUserState({ CurrentUser: { uuid: 'u-1' } })).toBe('loggedin');
    expect(getUserState({ CurrentUser: { uuid: 'u-1' } }, 'u-old')).toBe('loggedin');
  });

  it('is static:loggedin when a stored user id exists without a live user', () => {
    expect(getUserState({}, 'u-1')).toBe('static:loggedin');
    expect(getUserState({ CurrentUser: {} }, 'u-1')).toBe('static:loggedin');
  });

  it('is loggedout otherwise', () => {
    expect(getUserState({})).toBe('loggedout');
    expect(getUserState({ CurrentUser: { uuid: '' } }, '')).toBe('loggedout');
    expect(getUserState({ UserInfo: { user_id: 'u-1' } }, null)).toBe('loggedout');
  });
});
