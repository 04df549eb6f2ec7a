/**
 * A small, realistic set of search answers (SPEC §3, §7) and a fake fetch that serves them and
 * records every request, for the widget's tests.
 */

export type SearchEndpoint =
  | 'me'
  | 'services'
  | 'userAutocomplete'
  | 'userSearch'
  | 'suggest'
  | 'marketplaceSearch'
  | 'marketplaceAutocomplete';

export const MARKET = 'https://market.example.com';

export const userMe = { id: 'a3f1c2d4-user', email: 'ada@example.com' };

export const enabledServices = {
  results: [
    {
      marketplace_product_uuid: 'b7c1e0aa-dropbox',
      name: 'dropbox',
      pretty_name: 'Dropbox',
      icon_url: 'https://cdn.example.com/icons/dropbox.png',
      logo_url: 'https://cdn.example.com/logos/dropbox.png',
    },
    { marketplace_product_uuid: null, name: 'calendar', pretty_name: 'Calendar', icon_url: '' },
  ],
};

export const userAutocomplete = {
  response: {
    docs: [
      { name: 'Invoice March 2026', subject: 'Invoices overdue', id: 9001 },
      { title: 'Invoice template®', filename: 'invoice-template.docx' },
    ],
  },
};

export const userSearch = {
  response: {
    docs: [
      { source: 'b7c1e0aa-dropbox', content_type: 'invoice', filename: 'invoice-1042.pdf', url: `${MARKET}/files/1042` },
      { source: 'messenger', content_type: 'contact', name: 'Ines Invoicing', url: `${MARKET}/contacts/77`, imageUrl: 'https://cdn.example.com/people/ines.png' },
      { source: 'marketplace', content_type: 'subscription', title: 'Invoicely Pro', url: `${MARKET}/subscriptions/5` },
    ],
  },
};

export const suggestFacets = {
  facet_counts: {
    facet_fields: {
      source: ['b7c1e0aa-dropbox', 4, 'messenger', 2],
      content_type: ['invoice', 3, 'page', 0],
    },
  },
};

export const marketplaceSearch = {
  response: {
    docs: [
      { content_type: 'app', name: 'Invoicely', url: `${MARKET}/apps/3301-invoicely`, imageUrl: 'https://cdn.example.com/apps/invoicely.png' },
      { content_type: 'app', name: 'QuickBooks Online', url: `${MARKET}/apps/118-quickbooks` },
    ],
  },
};

export const marketplaceAutocomplete = { response: { docs: [{ name: 'Invoicely' }, { name: 'Invoice Ninja' }] } };

const defaults: Record<SearchEndpoint, unknown> = {
  me: userMe,
  services: enabledServices,
  userAutocomplete,
  userSearch,
  suggest: suggestFacets,
  marketplaceSearch,
  marketplaceAutocomplete,
};

export function endpointOf(url: URL): SearchEndpoint | null {
  const path = url.pathname;
  if (path.endsWith('/users/me')) return 'me';
  if (path.endsWith('/users/me/services/enabled')) return 'services';
  if (path.endsWith('/users/me/index/autocomplete')) return 'userAutocomplete';
  if (path.endsWith('/users/me/index/search')) return 'userSearch';
  if (path.endsWith('/users/me/index/suggest')) return 'suggest';
  if (/\/marketplaces\/[^/]+\/index\/search$/.test(path)) return 'marketplaceSearch';
  if (/\/marketplaces\/[^/]+\/index\/autocomplete$/.test(path)) return 'marketplaceAutocomplete';
  return null;
}

export interface RecordedRequest {
  url: URL;
  endpoint: SearchEndpoint | null;
  init: RequestInit | undefined;
}

export interface FakeSearchServerOptions {
  /** Answers per endpoint; a function answers per request (for example by its q). */
  responses?: Partial<Record<SearchEndpoint, unknown | ((url: URL) => unknown)>>;
  /** Endpoints answering 500, or true for all of them. */
  failing?: true | SearchEndpoint[];
  /** Holds an answer until the returned promise settles (for stale-answer tests). */
  delay?: (url: URL) => Promise<void> | undefined;
}

export interface FakeSearchServer {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Requests made to one endpoint. */
  to(endpoint: SearchEndpoint): RecordedRequest[];
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 404: 'Not Found', 500: 'Internal Server Error' };

/**
 * A JSON answer with the parts of Response the fetch layer reads. Its body resolves in microtasks
 * only, so tests driven by fake timers see answers without real waiting.
 */
function jsonResponse(url: URL, status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    url: url.href,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as Response;
}

export function createFakeSearchServer(options: FakeSearchServerOptions = {}): FakeSearchServer {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const endpoint = endpointOf(url);
    requests.push({ url, endpoint, init });
    await options.delay?.(url);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const failing = options.failing === true || (endpoint !== null && options.failing?.includes(endpoint));
    if (!endpoint || failing) {
      return jsonResponse(url, endpoint ? 500 : 404, { message: endpoint ? 'Internal Server Error' : 'Not Found' });
    }
    const answer = options.responses?.[endpoint] ?? defaults[endpoint];
    return jsonResponse(url, 200, typeof answer === 'function' ? (answer as (u: URL) => unknown)(url) : answer);
  };
  return {
    fetch: fake as typeof fetch,
    requests,
    to: (endpoint) => requests.filter((r) => r.endpoint === endpoint),
  };
}
