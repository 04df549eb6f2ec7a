import { marketLink } from '../../engine/core/nav/marketLink.ts';

/** "All applications" and "View All": the listing page on a storefront-builder site, else /home. */
export function getAllAppsLink(marketUrl: string, storefrontBuilder: boolean): string {
  return marketLink(marketUrl, storefrontBuilder ? '/listing' : '/home');
}
