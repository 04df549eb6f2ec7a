import { expect, it } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { getAddonStoreLink, getIntegrationsLink } from './addonLinks.ts';

it('Add-ons: shown only when showAddonStoreLink is on and a URL is set; relative URLs get the market prefix', () => {
  expect(getAddonStoreLink(createTestNavContext({ addons: { showAddonStoreLink: true, addonStoreUrl: '/addons' } }))).toBe('https://market.example.com/addons');
  expect(getAddonStoreLink(createTestNavContext({ addons: { showAddonStoreLink: false, addonStoreUrl: '/addons' } }))).toBeUndefined();
  expect(getAddonStoreLink(createTestNavContext({ addons: { showAddonStoreLink: true } }))).toBeUndefined();
});

it('Integrations: shown only when showIntegrationsLink is on and a URL is set; absolute URLs kept', () => {
  expect(getIntegrationsLink(createTestNavContext({ addons: { showIntegrationsLink: true, integrationsUrl: 'https://int.example.org/x' } }))).toBe('https://int.example.org/x');
  expect(getIntegrationsLink(createTestNavContext({ addons: { integrationsUrl: 'https://int.example.org/x' } }))).toBeUndefined();
});
