import { expect, it } from 'vitest';
import { partnerForHost } from './partnerTable.ts';

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
