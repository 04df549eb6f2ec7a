import type { NavContext } from '../../engine/core/context/navContext.ts';
import { getAppSearchFilters } from '../../widgets/myapps/getAppSearchFilters.ts';
import type { SearchConfig } from '../../widgets/search/types.ts';

/**
 * The search widget's config from the nav config's `search` part, with the marketplace filled in.
 * SPEC §6: the Appwise and Appinsight filters come from the product types of the bootstrap's My
 * Apps and the merchant-nav state, unless the host page names the capabilities itself.
 */
export function searchConfigOf(nav: Pick<NavContext, 'config' | 'bootstrap' | 'settings'>): SearchConfig {
  const { target: _target, customSearchQuery: _custom, ...rest } = nav.config.search ?? {};
  const host = rest;
  return {
    domain: new URL(nav.config.marketUrl).hostname,
    marketUrl: nav.config.marketUrl,
    storefrontBuilder: nav.config.storefrontBuilder === true,
    ...host,
    capabilities: host.capabilities ?? getAppSearchFilters(nav.bootstrap.myapps?.content, nav.settings.merchantNavEnabled),
  };
}
