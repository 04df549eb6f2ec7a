import { expect, it } from 'vitest';
import { createTestEnv } from '../../test/testEnv.ts';
import { createSearchApi } from './api.ts';
import { createFakeSearchServer, MARKET } from './searchResponses.testkit.ts';

function setup(options: Parameters<typeof createFakeSearchServer>[0] = {}) {
  const server = createFakeSearchServer(options);
  const api = createSearchApi(createTestEnv({ fetch: server.fetch }), `${MARKET}/`, 'acme market');
  return { server, api };
}

it('every call is a GET with credentials against the marketplace origin', async () => {
  const { server, api } = setup();
  await Promise.all([
    api.userAutocomplete('inv'),
    api.marketplaceAutocomplete('inv'),
    api.userSearch('inv'),
    api.marketplaceSearch('inv', []),
    api.suggestFacets('inv'),
    api.enabledServices(),
    api.currentUser(),
  ]);
  expect(server.requests.map((r) => `${r.url.pathname}${r.url.search}`).sort()).toEqual([
    '/api/appwise/v2/core/marketplaces/acme%20market/index/autocomplete?q=inv',
    '/api/appwise/v2/core/marketplaces/acme%20market/index/search?page_size=5&q=inv',
    '/api/appwise/v2/core/users/me',
    '/api/appwise/v2/core/users/me/index/autocomplete?q=inv',
    '/api/appwise/v2/core/users/me/index/search?q=inv&page_size=5',
    '/api/appwise/v2/core/users/me/index/suggest?q=inv',
    '/api/appwise/v2/core/users/me/services/enabled?page_size=1000',
  ]);
  for (const { url, init } of server.requests) {
    expect(url.origin).toBe(MARKET);
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
  }
});

it('marketplace search sends product lines comma-joined in one pl', async () => {
  const { server, api } = setup();
  await api.marketplaceSearch('fire wall', [1140, 1144]);
  expect(server.requests[0]?.url.search).toBe('?page_size=5&q=fire%20wall&pl=1140,1144');
});

it('responses are read: docs as results and terms, facet lists, services, user id', async () => {
  const { api } = setup();
  expect((await api.userSearch('inv')).map((r) => r.label)).toEqual(['invoice-1042.pdf', 'Ines Invoicing', 'Invoicely Pro']);
  expect(await api.userAutocomplete('inv')).toEqual(['Invoice March 2026', 'Invoices overdue', 'Invoice template', 'invoice-template.docx']);
  expect(await api.suggestFacets('inv')).toEqual({
    services: [
      { type: 'b7c1e0aa-dropbox', count: 4 },
      { type: 'messenger', count: 2 },
    ],
    contentTypes: [{ type: 'invoice', count: 3 }],
  });
  expect((await api.enabledServices()).map((s) => s.name)).toEqual(['dropbox', 'calendar']);
  expect(await api.currentUser()).toBe('a3f1c2d4-user');
});

it('the all-content search keeps at most 10 docs', async () => {
  const docs = Array.from({ length: 12 }, (_, i) => ({ title: `Doc ${i}` }));
  const { api } = setup({ responses: { userSearch: { response: { docs } } } });
  expect(await api.userSearch('doc')).toHaveLength(10);
});

it('every failing call gives an empty answer instead of an error', async () => {
  const { api } = setup({ failing: true });
  await expect(api.userAutocomplete('inv')).resolves.toEqual([]);
  await expect(api.marketplaceAutocomplete('inv')).resolves.toEqual([]);
  await expect(api.userSearch('inv')).resolves.toEqual([]);
  await expect(api.marketplaceSearch('inv', [1])).resolves.toEqual([]);
  await expect(api.suggestFacets('inv')).resolves.toEqual({ services: [], contentTypes: [] });
  await expect(api.enabledServices()).resolves.toEqual([]);
  await expect(api.currentUser()).resolves.toBeNull();
});

it('an unexpected body shape gives an empty answer', async () => {
  const { api } = setup({ responses: { userSearch: { response: null }, suggest: 'oops', services: { results: 'x' }, me: {} } });
  expect(await api.userSearch('inv')).toEqual([]);
  expect(await api.suggestFacets('inv')).toEqual({ services: [], contentTypes: [] });
  expect(await api.enabledServices()).toEqual([]);
  expect(await api.currentUser()).toBeNull();
});

it('an aborted call resolves empty', async () => {
  const { api } = setup();
  const controller = new AbortController();
  controller.abort();
  await expect(api.userSearch('inv', controller.signal)).resolves.toEqual([]);
});

it('reads a marketplace URL with 300,000 slashes inside in one pass', async () => {
  const server = createFakeSearchServer();
  const api = createSearchApi(createTestEnv({ fetch: server.fetch }), `${MARKET}${'/'.repeat(300_000)}gateway/`, 'acme market');
  await api.currentUser();
  expect(server.requests.map(({ url }) => url.pathname.replace(/^\/+/, '/'))).toEqual(['/gateway/api/appwise/v2/core/users/me']);
});
