import { expect, it } from 'vitest';
import { cartWithOfficeSuite, emptyCart } from './cartResponse.testkit.ts';
import { parseCart } from './parseCart.ts';

it('a cart product shows its icon, title, selected edition, DOMAIN and add-on rows', () => {
  expect(parseCart(cartWithOfficeSuite)).toEqual({
    products: [
      {
        id: 'item-101',
        title: 'Office Suite',
        iconUrl: 'https://cdn.example.com/office-suite.png',
        subtext: 'Business',
        domain: 'acme.example.com',
        addOns: [{ id: 'item-102', title: 'Extra Storage 1 TB', subtext: 'Monthly' }],
      },
    ],
    itemsCount: 2,
    subtotal: '24.00',
  });
});

it('an empty or invalid cart response counts as no cart', () => {
  expect(parseCart(emptyCart)).toBeNull();
  expect(parseCart(undefined)).toBeNull();
  expect(parseCart('<html>')).toBeNull();
  expect(parseCart({ items: 'nope' })).toBeNull();
  expect(parseCart({ items: [null, { noId: true }] })).toBeNull();
});

it('an item without an edition in the map has no subtext; a missing count falls back to the product rows', () => {
  const summary = parseCart({ items: [{ id: 7 }], itemDetails: { '7': { branding: { name: 'Chat' } } } });
  expect(summary?.products[0]).toEqual({ id: '7', title: 'Chat', addOns: [] });
  expect(summary?.itemsCount).toBe(1);
});

it('a cart of 60,000 lines of one product with 60,000 editions finds the selected edition once', () => {
  const lines = 60_000;
  const editions = Array.from({ length: lines }, (_, i) => ({ id: i, name: `Edition ${i}` }));
  const summary = parseCart({
    items: Array.from({ length: lines }, () => ({ id: 'p' })),
    itemEditionsMap: { p: { selectedEditionId: lines - 1 } },
    itemDetails: { p: { branding: { name: 'Seats' }, editions } },
  });
  expect(summary?.products).toHaveLength(lines);
  expect(summary?.products[0]).toEqual({ id: 'p', title: 'Seats', subtext: `Edition ${lines - 1}`, addOns: [] });
  expect(summary?.products[lines - 1]?.subtext).toBe(`Edition ${lines - 1}`);
});
