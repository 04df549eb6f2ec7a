/** The shapes of the search widget (SPEC §3 "Search widget config", "Search result", facets, services). */

export type SearchScope = 'all' | 'marketplace' | 'providers' | 'advisors';

/** A translated text by key, with its arguments in place of {0}, {1} ... */
export type Translate = (key: string, ...args: (string | number)[]) => string;

/** Which reseller marketplace the page is on; decides the product line numbers (SPEC §9). */
export type ResellerEnvironment = 'test' | 'production';

export interface PerEnvironment<T> {
  test: T;
  production: T;
}

export interface SearchConfig {
  /** The marketplace domain of the marketplace search endpoints. */
  domain: string;
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

/**
 * One document of a search or autocomplete response. Read fields: source, content_type, imageUrl,
 * url and the label fields (SPEC §3); values come from the server, so each is checked before use.
 */
export type SearchDoc = Record<string, unknown>;

export interface SearchResult {
  source?: string;
  contentType?: string;
  imageUrl?: string;
  url?: string;
  label: string;
}

/** A facet count entry: a service (source) or a content type, with its count (SPEC §3). */
export interface FacetCount {
  type: string;
  count: number;
}

export interface Suggestion {
  source: 'autocomplete' | 'recent';
  label: string;
}

/** An enabled service as the server sends it (SPEC §3). */
export interface EnabledService {
  marketplace_product_uuid?: string | null;
  name?: string;
  pretty_name?: string;
  icon_url?: string;
  logo_url?: string;
}

interface ServiceEntry {
  label: string;
  iconUrl: string;
}

export type ServiceLookup = Record<string, ServiceEntry>;

/** Where the widget sends the browser; one small object so tests can replace it. */
export interface SearchNavigator {
  /** Leaves the page for url. */
  assign(url: string): void;
  /** Sets location.hash (value starts with '#'). */
  setHash(hash: string): void;
  /** Opens url in a new window. */
  open(url: string): void;
}
