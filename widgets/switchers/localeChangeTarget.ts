import type { LocationLike } from '../../engine/core/env.ts';
import { withStorefrontLocale } from '../../engine/core/nav/storefrontPath.ts';
import { toDashedLocale } from '../../engine/core/translations/toDashedLocale.ts';

type LocaleChangeTarget = { kind: 'reload' } | { kind: 'assign'; url: string };

/**
 * Where a language change leads (SPEC §4): on a storefront page, the same page under the new
 * locale segment (query and hash kept); anywhere else, a reload of the page.
 */
export function getLocaleChangeTarget(location: Pick<LocationLike, 'origin' | 'pathname' | 'search' | 'hash'>, locale: string): LocaleChangeTarget {
  const path = withStorefrontLocale(location.pathname, toDashedLocale(locale));
  return path ? { kind: 'assign', url: `${location.origin}${path}${location.search}${location.hash}` } : { kind: 'reload' };
}
