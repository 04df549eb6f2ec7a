/** The shapes of the search widget (SPEC §3 "Search widget config", "Search result", facets, services). */

import type { SearchOptions } from '../../engine/core/config/searchOptions.ts';

export type SearchScope = 'all' | 'marketplace' | 'providers' | 'advisors';

/** A translated text by key, with its arguments in place of {0}, {1} ... */
export type Translate = (key: string, ...args: (string | number)[]) => string;

/** Which reseller marketplace the page is on; decides the product line numbers (SPEC §9). */
export type ResellerEnvironment = 'test' | 'production';

export type { PerEnvironment } from '../../engine/core/config/searchOptions.ts';

/** The search widget's config: the host's options with the marketplace domain known. */
export interface SearchConfig extends SearchOptions {
  /** The marketplace domain of the marketplace search endpoints. */
  domain: string;
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
