import { expect, it } from 'vitest';
import { shouldSendBearer } from './shouldSendBearer.ts';

it('sends a bearer token only when storefront builder and dev mode are both on', () => {
  expect(shouldSendBearer({ storefrontBuilder: true, devMode: true })).toBe(true);
  expect(shouldSendBearer({ storefrontBuilder: true, devMode: false })).toBe(false);
  expect(shouldSendBearer({ storefrontBuilder: false, devMode: true })).toBe(false);
  expect(shouldSendBearer({ storefrontBuilder: false, devMode: false })).toBe(false);
});
