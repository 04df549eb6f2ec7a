import type { CartResponse } from './api.ts';

/** A cart with one product (edition Business, a domain) and one add-on, as the checkout API answers. */
export const cartWithOfficeSuite: CartResponse = {
  items: [
    {
      id: 'item-101',
      customAttributes: { vendorRequiredFields: { DOMAIN: 'acme.example.com' } },
      childItems: [{ id: 'item-102' }],
    },
  ],
  itemDetails: {
    'item-101': {
      branding: {
        name: 'Office Suite',
        iconUrl: 'https://cdn.example.com/office-suite.png',
        vendor: 'Productivity Inc.',
        storefrontUrl: '/apps/101/office-suite',
      },
      editions: [
        { id: 11, name: 'Starter' },
        { id: 12, name: 'Business' },
      ],
    },
    'item-102': {
      branding: { name: 'Extra Storage 1 TB' },
      editions: [{ id: 21, name: 'Monthly' }],
    },
  },
  itemEditionsMap: { 'item-101': { selectedEditionId: 12 }, 'item-102': { selectedEditionId: 21 } },
  itemsCount: 2,
  subtotal: '24.00',
};

export const emptyCart: CartResponse = { items: [], itemDetails: {}, itemEditionsMap: {}, itemsCount: 0, subtotal: '0' };
