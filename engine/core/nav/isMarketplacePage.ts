import { matchStorefrontPath } from './storefrontPath.ts';

/** Storefront pages served without a locale segment: the shop customers browse and buy in. */
const LEGACY_STOREFRONT = /^\/(?:home|listing|productLines|apps|compare|help|browse|bundles|pages|checkout)(?=$|[/?#])/;

/**
 * "A marketplace page" of the navigation choice (SPEC §4): a page of the storefront itself,
 * where customers shop, as opposed to the admin and account areas (/channel, /account,
 * /superuser, ...). The global merchant nav is for staff areas, so storefront pages keep the
 * standard header. Storefront pages are the root, the storefront URL pattern after a locale
 * segment, and the same pages without one (plus /productLines and /checkout).
 */
export function isMarketplacePage(pathname: string): boolean {
  return pathname === '/' || pathname === '' || matchStorefrontPath(pathname) !== undefined || LEGACY_STOREFRONT.test(pathname);
}
