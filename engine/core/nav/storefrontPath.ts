/**
 * The storefront URL pattern (SPEC §2): a locale segment, then home, compare, help, apps/,
 * browse/, listing, bundles/ or pages/. Whole words only: /en-US/homework is not a storefront page.
 */
const STOREFRONT = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,4})?)(\/(?:(?:home|compare|help|listing)(?=$|[/?#])|(?:apps|browse|bundles|pages)\/).*)$/;

interface StorefrontPath {
  locale: string;
  /** The path after the locale segment, starting with '/'. */
  rest: string;
}

export function matchStorefrontPath(pathname: string): StorefrontPath | undefined {
  const match = STOREFRONT.exec(pathname);
  return match?.[1] && match[2] ? { locale: match[1], rest: match[2] } : undefined;
}

/** The same storefront page in another locale, e.g. /en-US/apps/123 -> /fr-CA/apps/123. */
export function withStorefrontLocale(pathname: string, locale: string): string | undefined {
  const match = matchStorefrontPath(pathname);
  return match ? `/${locale}${match.rest}` : undefined;
}
