import { expect, it } from 'vitest';
import { showProfileLinks } from './showProfileLinks.ts';

it('Profile and company: shown unless profiles are disabled', () => {
  expect(showProfileLinks({ settings: {} })).toBe(true);
  expect(showProfileLinks({ settings: { profilesEnabled: true } })).toBe(true);
  expect(showProfileLinks({ settings: { profilesEnabled: false } })).toBe(false);
});
