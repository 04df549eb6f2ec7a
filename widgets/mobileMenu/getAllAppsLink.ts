import { joinUrl } from '../../engine/core/url/joinUrl.ts';

/** "All applications" and "View All": the listing page on a storefront-builder site, else /home. */
export function getAllAppsLink(marketUrl: string, storefrontBuilder: boolean): string {
  return joinUrl(marketUrl, storefrontBuilder ? '/listing' : '/home');
}
