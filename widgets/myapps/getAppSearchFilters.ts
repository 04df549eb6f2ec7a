import type { AppAssignment } from '../../engine/core/wire/marketTypes.ts';

/** Search capability names of SPEC §2 for the two product types of the My Apps content. */
export type AppSearchFilter = 'appwise' | 'appinsights';

const FILTER_BY_PRODUCT_TYPE: Readonly<Record<string, AppSearchFilter>> = {
  APPWISE: 'appwise',
  APPINSIGHT: 'appinsights',
};

/**
 * SPEC §6: the My Apps area offers an Appwise or Appinsight search filter only when that product
 * type is among the bootstrap's My Apps content (universalNavigatorProductType) and merchant
 * navigation is not enabled. Returns the filters to offer, Appwise first.
 */
export function getAppSearchFilters(
  myappsContent: readonly AppAssignment[] | undefined,
  merchantNavEnabled: boolean | undefined,
): AppSearchFilter[] {
  if (merchantNavEnabled || !Array.isArray(myappsContent)) return [];
  const present = new Set(myappsContent.map((app) => app?.universalNavigatorProductType));
  return (['APPWISE', 'APPINSIGHT'] as const)
    .filter((type) => present.has(type))
    .map((type) => FILTER_BY_PRODUCT_TYPE[type] as AppSearchFilter);
}
