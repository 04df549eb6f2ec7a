/**
 * The seven search calls of SPEC §7: GET, cookies included, against the marketplace origin.
 * Each swallows any failure into an empty answer (SPEC §8): the widget never shows a search error.
 */
import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import { MARKETPLACE_PAGE_SIZE, SERVICES_PAGE_SIZE, USER_SEARCH_MAX_DOCS, USER_SEARCH_PAGE_SIZE } from './constants.ts';
import { facetCounts } from './facetCounts.ts';
import { filterAutocomplete } from './filterAutocomplete.ts';
import { toSearchResult } from './resultLabel.ts';
import type { EnabledService, FacetCount, SearchDoc, SearchResult } from './types.ts';

interface FacetSuggestions {
  services: FacetCount[];
  contentTypes: FacetCount[];
}

export interface SearchApi {
  userAutocomplete(query: string, signal?: AbortSignal): Promise<string[]>;
  marketplaceAutocomplete(query: string, signal?: AbortSignal): Promise<string[]>;
  userSearch(query: string, signal?: AbortSignal): Promise<SearchResult[]>;
  marketplaceSearch(query: string, productLines: readonly number[], signal?: AbortSignal): Promise<SearchResult[]>;
  suggestFacets(query: string, signal?: AbortSignal): Promise<FacetSuggestions>;
  enabledServices(signal?: AbortSignal): Promise<EnabledService[]>;
  /** The signed-in user's id, or null. */
  currentUser(signal?: AbortSignal): Promise<string | null>;
}

const q = (query: string) => `q=${encodeURIComponent(query)}`;

/** A value at a path of an unknown JSON answer, or undefined. */
function at(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function docsOf(body: unknown): SearchDoc[] {
  const docs = at(body, 'response', 'docs');
  return Array.isArray(docs) ? docs.filter((doc): doc is SearchDoc => !!doc && typeof doc === 'object') : [];
}

export function createSearchApi(env: NavEnv, marketUrl: string, domain: string): SearchApi {
  const base = joinUrl(marketUrl, '/api/appwise/v2/core');
  const me = `${base}/users/me`;
  const market = `${base}/marketplaces/${encodeURIComponent(domain)}`;

  async function get<T>(url: string, read: (body: unknown) => T, empty: T, signal?: AbortSignal): Promise<T> {
    try {
      return read(await request<unknown>(env, url, { signal }));
    } catch {
      return empty;
    }
  }

  return {
    userAutocomplete: (query, signal) =>
      get(`${me}/index/autocomplete?${q(query)}`, (body) => filterAutocomplete(docsOf(body), query), [], signal),
    marketplaceAutocomplete: (query, signal) =>
      get(`${market}/index/autocomplete?${q(query)}`, (body) => filterAutocomplete(docsOf(body), query), [], signal),
    userSearch: (query, signal) =>
      get(
        `${me}/index/search?${q(query)}&page_size=${USER_SEARCH_PAGE_SIZE}`,
        (body) => docsOf(body).slice(0, USER_SEARCH_MAX_DOCS).map(toSearchResult),
        [],
        signal,
      ),
    marketplaceSearch: (query, productLines, signal) => {
      const pl = productLines.length > 0 ? `&pl=${productLines.join(',')}` : '';
      const url = `${market}/index/search?page_size=${MARKETPLACE_PAGE_SIZE}&${q(query)}${pl}`;
      return get(url, (body) => docsOf(body).map(toSearchResult), [], signal);
    },
    suggestFacets: (query, signal) =>
      get(
        `${me}/index/suggest?${q(query)}`,
        (body) => ({
          services: facetCounts(at(body, 'facet_counts', 'facet_fields', 'source')),
          contentTypes: facetCounts(at(body, 'facet_counts', 'facet_fields', 'content_type')),
        }),
        { services: [], contentTypes: [] },
        signal,
      ),
    enabledServices: (signal) =>
      get(
        `${me}/services/enabled?page_size=${SERVICES_PAGE_SIZE}`,
        (body) => {
          const results = at(body, 'results');
          return Array.isArray(results) ? results.filter((s): s is EnabledService => !!s && typeof s === 'object') : [];
        },
        [],
        signal,
      ),
    currentUser: (signal) =>
      get(
        me,
        (body) => {
          const id = at(body, 'id');
          return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
        },
        null,
        signal,
      ),
  };
}
