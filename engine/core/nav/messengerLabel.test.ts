import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { messengerLabelKey } from './messengerLabel.ts';
import { DEFAULT_PARTNER_HOSTS } from './partnerTable.ts';

const APPSMART_HOSTS = [...(DEFAULT_PARTNER_HOSTS.APPSMART ?? []), ...(DEFAULT_PARTNER_HOSTS.APPSMARTSANDBOX ?? [])];

it("SPEC §6: messenger is 'Sales and Tech Support' for RESELLER on every AppSmart host of the partner table", () => {
  const reseller = createTestNavContext({ user: { roles: ['RESELLER'] } });
  expect(APPSMART_HOSTS).toEqual(['www.appsmart.com', 'marketplace.appsmart.com', 'test.appsmart.com', 'sandbox.appsmart.com']);
  for (const host of [...APPSMART_HOSTS, 'Marketplace.AppSmart.com']) {
    expect([host, reseller.t(messengerLabelKey(reseller, host))]).toEqual([host, 'Sales and Tech Support']);
  }
});

it("SPEC §6: messenger keeps its usual label on other hosts, other partners' hosts included, and for other roles", () => {
  const reseller = createTestNavContext({ user: { roles: ['RESELLER'] } });
  for (const host of ['market.example.com', 'marketplace.digital-enterprise-services.com', 'marketplace.appsmartsandbox.com']) {
    expect([host, reseller.t(messengerLabelKey(reseller, host))]).toEqual([host, 'Messages']);
  }
  const manager = createTestNavContext({ user: { roles: ['RESELLER_MANAGER'] } });
  expect(manager.t(messengerLabelKey(manager, 'marketplace.appsmart.com'))).toBe('Messages');
});

it("SPEC §6: a host page's own partner table names its AppSmart hosts", () => {
  const reseller = createTestNavContext({
    user: { roles: ['RESELLER'] },
    config: { partnerHosts: { APPSMART: ['apps.reseller.example'], ACME: ['marketplace.appsmart.com'] } },
  });
  expect(reseller.t(messengerLabelKey(reseller, 'apps.reseller.example'))).toBe('Sales and Tech Support');
  expect(reseller.t(messengerLabelKey(reseller, 'marketplace.appsmart.com'))).toBe('Messages');
});
