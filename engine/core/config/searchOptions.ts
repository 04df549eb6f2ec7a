/**
 * The search widget's options (SPEC §3 "Search widget config"): what a host may set in
 * `NavConfig.search` or pass to `<SearchWidget config>`. The runtime fills `domain` and `marketUrl`
 * from the config's marketUrl.
 */

/** A default search value: a fixed string, or a function the host page supplies. */
export type CustomSearchQuery = string | (() => string | null | undefined);

export interface PerEnvironment<T> {
  test: T;
  production: T;
}

export interface SearchOptions {
  /** The marketplace domain of the marketplace search endpoints. [the host name of marketUrl] */
  domain?: string;
  /** Accepted for compatibility with existing host pages; calls authenticate with cookies (SPEC §7). */
  accessToken?: string;
  /** Accepted for compatibility; every search call goes to marketUrl (SPEC §7). */
  searchApiUrl?: string;
  historyApiUrl?: string;
  suggestApiUrl?: string;
  facetApiUrl?: string;
  /** Hide the results panel when there is nothing to show. [false] */
  hideOnEmpty?: boolean;
  /** The scope chosen at start when the user has a search capability. [all] */
  defaultFilter?: string;
  /** Search capabilities of the user; only 'appwise' and 'appinsights' count. [[]] */
  capabilities?: string[];
  /** Origin of the marketplace and its APIs. [the page's own origin] */
  marketUrl?: string;
  /** Focus the input once mounted. [false] */
  focusOnLoad?: boolean;
  /** A storefront-builder site: marketplace search goes to /listing keeping other filters. [false] */
  storefrontBuilder?: boolean;
  /** Product line names by id, for the 'Find {0} Applications' placeholder. [{}] */
  productLineNames?: Record<string, string>;
  /** Host names of the reseller marketplace, one list per environment. [DEFAULT_RESELLER_HOSTS: the AppSmart hosts] */
  resellerHosts?: PerEnvironment<string[]>;
  /** Reseller marketplace-scope product lines (SPEC §9). */
  productLines?: PerEnvironment<number[]>;
  /**
   * The providers line. SPEC §9 has two readings that differ on the test value (993 or 1019);
   * both agree on production 1158. [{ test: 1019, production: 1158 }]
   */
  providersLine?: PerEnvironment<number>;
  /** The advisors line. [{ test: 993, production: 1156 }] */
  advisorsLine?: PerEnvironment<number>;
  /** Replaces the default marketplace search (listing page). */
  onMarketplaceSearch?: (query: string) => void;
  /** Replaces the default apps search ({market}/appwise/search/{query}). */
  onAppsSearch?: (query: string) => void;
}
