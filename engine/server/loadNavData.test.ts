import { expect, it } from 'vitest';
import { createTestServer, json } from '../../test/testServer.ts';
import { loadNavData } from './loadNavData.ts';

const MARKET = 'https://market.example.com';

it('loads the header data through the given fetch, with the request cookies, and keeps the token out', async () => {
  const server = createTestServer({
    '/api/session/v1/bootstrap-context': json({ CHANNEL_SETTINGS: { partner: 'ACME' }, CurrentUser: { uuid: 'u1' }, UserInfo: { given_name: 'Ada' } }),
    '/api/channel/v1/styles/ACME/templates/published': json({ templates: { footer: '<footer>F</footer>' }, translations: { hello: 'Hi' }, assets: {} }),
  });
  const data = await loadNavData({ marketUrl: MARKET, token: 'secret' }, { fetch: server.fetch, url: `${MARKET}/home`, cookies: 'a=1' });
  expect(server.callsTo('/api/session/v1/bootstrap-context')).toHaveLength(1);
  expect(data.templateSet.templates.footer).toBe('<footer>F</footer>');
  expect(data.nav.user.state).toBe('loggedin');
  expect(data.texts.hello).toBe('Hi');
  expect(data.url).toBe(`${MARKET}/home`);
  expect(JSON.stringify(data)).not.toContain('secret');
});

it('falls back as in the browser when the calls fail', async () => {
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: createTestServer({}).fetch, url: `${MARKET}/home`, log: { warn: () => {}, error: () => {} } });
  expect(data.nav.user.state).toBe('loggedout');
});

it("reads a path (Node's request.url) on the marketplace's origin, and sends the page request's cookies with every marketplace call", async () => {
  const server = createTestServer({
    '/api/session/v1/bootstrap-context': json({ CHANNEL_SETTINGS: { partner: 'ACME' } }),
  });
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: '/apps/list?q=crm', cookies: 'session=abc' });
  expect(data.url).toBe(`${MARKET}/apps/list?q=crm`);
  const calls = server.calls.filter(({ url }) => url.startsWith(MARKET));
  expect(calls.length).toBeGreaterThan(1);
  expect(calls.map(({ init }) => new Headers(init?.headers).get('cookie'))).toEqual(calls.map(() => 'session=abc'));
});

it('says what is wrong when the page url is a path and marketUrl is no absolute URL', async () => {
  await expect(loadNavData({ marketUrl: 'market.example.com' }, { fetch: createTestServer({}).fetch, url: '/home' })).rejects.toThrow(/is a path, and marketUrl "market.example.com" is no absolute URL/);
});

it('takes the page request as Node gives it (a path, headers by name) or as a Fetch Request, cookies and all', async () => {
  const asAda = async (request: Parameters<typeof loadNavData>[1]['request']) => {
    const server = createTestServer({
      '/api/session/v1/bootstrap-context': (init) => json(new Headers(init?.headers).get('cookie') === 'session=ada'
        ? { CHANNEL_SETTINGS: { partner: 'ACME' }, CurrentUser: { uuid: 'u-ada' }, UserInfo: { given_name: 'Ada' } }
        : { CHANNEL_SETTINGS: { partner: 'ACME' } })(init),
    });
    const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, request, log: { warn: () => {}, error: () => {} } });
    return [data.url, data.nav.user.state];
  };
  // Node's http.IncomingMessage: url is a path, headers by lower-case name (a repeated header as a list).
  expect(await asAda({ url: '/apps?q=crm', headers: { host: 'market.example.com', cookie: 'session=ada' } })).toEqual([`${MARKET}/apps?q=crm`, 'loggedin']);
  expect(await asAda({ url: '/apps', headers: { cookie: ['session=ada'] } })).toEqual([`${MARKET}/apps`, 'loggedin']);
  // A Fetch Request (Next.js, Remix, a worker): an absolute url and Headers.
  expect(await asAda(new Request(`${MARKET}/home`, { headers: { cookie: 'session=ada' } }))).toEqual([`${MARKET}/home`, 'loggedin']);
  // No cookie: the visitor's header.
  expect(await asAda({ url: '/home', headers: {} })).toEqual([`${MARKET}/home`, 'loggedout']);
});

it('says what it needs when given neither the request nor the url', async () => {
  await expect(loadNavData({ marketUrl: MARKET }, { fetch: createTestServer({}).fetch })).rejects.toThrow(/give the page's request \(options.request\) or its url/);
});
