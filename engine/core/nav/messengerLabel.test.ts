import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { messengerLabelKey } from './messengerLabel.ts';

it("messenger is 'Sales and Tech Support' for RESELLER on both AppSmart hosts", () => {
  const reseller = createTestNavContext({ user: { roles: ['RESELLER'] } });
  expect(reseller.t(messengerLabelKey(reseller, 'marketplace.appsmart.com'))).toBe('Sales and Tech Support');
  expect(reseller.t(messengerLabelKey(reseller, 'marketplace.appsmartsandbox.com'))).toBe('Sales and Tech Support');
});

it("messenger keeps its usual label elsewhere or for other roles", () => {
  const reseller = createTestNavContext({ user: { roles: ['RESELLER'] } });
  expect(reseller.t(messengerLabelKey(reseller, 'market.example.com'))).toBe('Messages');
  const manager = createTestNavContext({ user: { roles: ['RESELLER_MANAGER'] } });
  expect(manager.t(messengerLabelKey(manager, 'marketplace.appsmart.com'))).toBe('Messages');
});
