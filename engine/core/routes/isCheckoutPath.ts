import { dropTrailingSlashes } from '../url/dropTrailingSlashes.ts';

/**
 * Checkout pages get the logo-only headerCheckout. A page is a checkout step when the host says so
 * (config.checkout) or, by default, when its path is under /checkout. The cart itself
 * (/checkout/cart) is a shopping page with the full header, so it is not a checkout step. A
 * trailing slash names the same page (the root, left empty, is no checkout page either way).
 */
export function isCheckoutPath(pathname: string): boolean {
  const path = dropTrailingSlashes(pathname);
  if (path === '/checkout/cart' || path.startsWith('/checkout/cart/')) return false;
  return path === '/checkout' || path.startsWith('/checkout/');
}
