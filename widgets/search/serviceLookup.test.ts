import { expect, it } from 'vitest';
import { serviceLookup } from './serviceLookup.ts';

it('the three built-in services are added with fixed labels', () => {
  expect(serviceLookup([])).toEqual({
    messenger: { label: 'Messenger', iconUrl: '' },
    marketplace: { label: 'Marketplace', iconUrl: '' },
    directory: { label: 'Directory', iconUrl: '' },
  });
});

it('services are keyed by product uuid with their pretty name and icon', () => {
  const lookup = serviceLookup([
    { marketplace_product_uuid: 'b7c1', name: 'dropbox', pretty_name: 'Dropbox', icon_url: 'https://cdn/dropbox.png' },
    { marketplace_product_uuid: 'c9d2', name: 'box', logo_url: 'https://cdn/box-logo.png' },
  ]);
  expect(lookup.b7c1).toEqual({ label: 'Dropbox', iconUrl: 'https://cdn/dropbox.png' });
  expect(lookup.c9d2).toEqual({ label: 'box', iconUrl: 'https://cdn/box-logo.png' });
});

it('a service without a product uuid is keyed by name and has no icon', () => {
  const lookup = serviceLookup([{ marketplace_product_uuid: null, name: 'calendar', pretty_name: 'Calendar', icon_url: 'https://cdn/c.png' }]);
  expect(lookup.calendar).toEqual({ label: 'Calendar', iconUrl: '' });
});
