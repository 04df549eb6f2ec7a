import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { logoLinkTarget } from './logoLink.ts';

it('the logo links to /myapps for a signed-in user with My Apps and no redirect-to-home', () => {
  expect(logoLinkTarget(createTestNavContext())).toBe('https://market.example.com/myapps');
});

it('the logo links to /home when signed out, without the capability, or with redirect-to-home', () => {
  expect(logoLinkTarget(createTestNavContext({ user: { state: 'loggedout' } }))).toBe('https://market.example.com/home');
  expect(logoLinkTarget(createTestNavContext({ capabilities: [] }))).toBe('https://market.example.com/home');
  expect(logoLinkTarget(createTestNavContext({ settings: { redirectToHome: true } }))).toBe('https://market.example.com/home');
});
