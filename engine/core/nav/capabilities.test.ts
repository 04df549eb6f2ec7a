import { expect, it } from 'vitest';
import { Capability, hasCapability } from './capabilities.ts';

it('a capability counts only when the channel settings list it', () => {
  expect(hasCapability({ capabilities: ['CHANNEL_MANAGEMENT'] }, Capability.CHANNEL_MANAGEMENT)).toBe(true);
  expect(hasCapability({ capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] }, Capability.CHANNEL_MANAGEMENT)).toBe(false);
});
