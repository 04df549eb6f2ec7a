import { describe, expect, it } from 'vitest';
import { createTestEnv, createThrowingStorage } from '../../../test/testEnv.ts';
import { readStoredUserId, writeStoredUserId } from './storedUserId.ts';

const MARKET = 'https://market.example.com';

describe('storedUserId', () => {
  it('stores the user id per market and reads it back', () => {
    const env = createTestEnv();
    writeStoredUserId(env, MARKET, 'u-1');
    expect(env.localStorage.getItem('httpsmarketexamplecom..header.userId')).toBe('u-1');
    expect(readStoredUserId(env, MARKET)).toBe('u-1');
    expect(readStoredUserId(env, 'https://other.example.com')).toBeUndefined();
  });

  it('forgets the id of a signed-out user', () => {
    const env = createTestEnv();
    writeStoredUserId(env, MARKET, 'u-1');
    writeStoredUserId(env, MARKET, undefined);
    expect(readStoredUserId(env, MARKET)).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = createThrowingStorage();
    const env = createTestEnv({ localStorage: broken });
    expect(() => writeStoredUserId(env, MARKET, 'u-1')).not.toThrow();
    expect(readStoredUserId(env, MARKET)).toBeUndefined();
  });
});
