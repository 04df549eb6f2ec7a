import { describe, expect, it } from 'vitest';
import { createTestNavContext } from '../engine/core/context/createTestNavContext.ts';
import { logoTarget } from './logoTarget.ts';

describe('logo target', () => {
  it('goes to /myapps for a signed-in user with My Apps', () => {
    expect(logoTarget(createTestNavContext())).toBe('/myapps');
  });
  it('goes to /home without the CUSTOMER_APPLICATION_MANAGEMENT capability', () => {
    expect(logoTarget(createTestNavContext({ capabilities: [] }))).toBe('/home');
  });
  it('goes to /home when redirect-to-home is set', () => {
    expect(logoTarget(createTestNavContext({ settings: { redirectToHome: true } }))).toBe('/home');
  });
  it('goes to /home for a visitor', () => {
    expect(logoTarget(createTestNavContext({ user: { state: 'loggedout', id: undefined } }))).toBe('/home');
  });
});
