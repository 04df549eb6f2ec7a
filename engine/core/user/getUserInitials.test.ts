import { describe, expect, it } from 'vitest';
import { getUserInitials } from './getUserInitials.ts';

describe('getUserInitials', () => {
  it('takes the initials of the first and last word of the name', () => {
    expect(getUserInitials('Ada Lovelace')).toBe('AL');
    expect(getUserInitials('ada augusta king lovelace')).toBe('AL');
  });

  it('takes one initial for a one-word name', () => {
    expect(getUserInitials('Ada')).toBe('A');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(getUserInitials('  Grace   Hopper ')).toBe('GH');
  });

  it('gives no initials for an empty or missing name', () => {
    expect(getUserInitials('')).toBe('');
    expect(getUserInitials('   ')).toBe('');
    expect(getUserInitials(undefined)).toBe('');
  });

  it('keeps a whole character outside the basic plane', () => {
    expect(getUserInitials('𝒜da 𝓛ovelace')).toBe('𝒜𝓛');
  });
});
