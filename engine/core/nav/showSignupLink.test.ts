import { expect, it } from 'vitest';
import { showSignupLink } from './showSignupLink.ts';

it('Sign-up: shown unless hide-sign-up is set', () => {
  expect(showSignupLink({ settings: {} })).toBe(true);
  expect(showSignupLink({ settings: { hideSignup: true } })).toBe(false);
});
