import { expect, it } from 'vitest';
import { isMarketplacePage } from './isMarketplacePage.ts';

it.each(['/', '/home', '/listing', '/productLines/1140', '/apps/42', '/checkout/cart', '/en-US/apps/42', '/fr-CA/home'])(
  'a storefront page is a marketplace page: %s',
  (pathname) => {
    expect(isMarketplacePage(pathname)).toBe(true);
  },
);

it.each(['/channel/marketplace', '/account/home', '/superuser/dashboard', '/corporate/home', '/admin', '/homeless'])(
  'a staff or account page is not a marketplace page: %s',
  (pathname) => {
    expect(isMarketplacePage(pathname)).toBe(false);
  },
);
