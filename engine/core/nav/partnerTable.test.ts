import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEFAULT_PARTNER_HOSTS, partnerForHost } from './partnerTable.ts';

it('partner table maps hostnames to tenants: APPSMART, APPSMARTSANDBOX, DES, DATAOPS', () => {
  expect(partnerForHost('marketplace.appsmart.com')).toBe('APPSMART');
  expect(partnerForHost('WWW.AppSmart.com')).toBe('APPSMART');
  expect(partnerForHost('sandbox.appsmart.com')).toBe('APPSMARTSANDBOX');
  expect(partnerForHost('marketplace.digital-enterprise-services.com')).toBe('DES');
  expect(partnerForHost('apps.dataops-cloud.com')).toBe('DATAOPS');
  expect(partnerForHost('market.example.com')).toBeUndefined();
});

it('a host page may pass its own partner table', () => {
  expect(partnerForHost('shop.acme.example', { ACME: ['shop.acme.example'] })).toBe('ACME');
  expect(partnerForHost('marketplace.appsmart.com', { ACME: ['shop.acme.example'] })).toBeUndefined();
});

it("the demo marketplace's partners are served under the partner table's host names", () => {
  for (const [tenant, hosts] of Object.entries(DEFAULT_PARTNER_HOSTS)) {
    const fixture = JSON.parse(readFileSync(new URL(`../../../fixtures/partners/${tenant.toLowerCase()}/partner.json`, import.meta.url), 'utf8')) as { code: string; hosts: string[] };
    expect([fixture.code, fixture.hosts]).toEqual([tenant, hosts]);
  }
});
