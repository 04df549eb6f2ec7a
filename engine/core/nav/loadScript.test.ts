// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createDomScriptHost, createScriptLoader, type ScriptAttributes, type ScriptHost } from './loadScript.ts';

const LOCAL_PAGE = 'http://localhost:5173/home';

function createFakeHost() {
  const added: { url: string; attributes: ScriptAttributes; load: () => void; fail: () => void; removed: boolean }[] = [];
  const host: ScriptHost = {
    append(url, attributes, onLoad, onError) {
      const entry = { url, attributes, load: onLoad, fail: () => onError(new Error(`Failed to load script ${url}`)), removed: false };
      added.push(entry);
      return () => void (entry.removed = true);
    },
  };
  return { host, added };
}

it('loads a script from the base URL once: the same URL gives the same promise', async () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, { baseUrl: 'http://localhost:5173/scripts/', pageUrl: LOCAL_PAGE });
  const first = loader.load('merchant-nav.js');
  const second = loader.load('merchant-nav.js');
  expect(second).toBe(first);
  expect(added.map((entry) => entry.url)).toEqual(['http://localhost:5173/scripts/merchant-nav.js']);
  added[0]?.load();
  await expect(first).resolves.toBeUndefined();
});

it('rejects on error, removes the failed element, and tries again on the next call', async () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, { baseUrl: 'http://localhost:5173', pageUrl: LOCAL_PAGE });
  const failed = loader.load('appsmart-nav.js');
  added[0]?.fail();
  await expect(failed).rejects.toThrow('Failed to load script http://localhost:5173/appsmart-nav.js');
  expect(added[0]?.removed).toBe(true);
  loader.load('appsmart-nav.js');
  expect(added).toHaveLength(2);
});

it('removes what it added', () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, { baseUrl: 'http://localhost:5173', pageUrl: LOCAL_PAGE });
  void loader.load('merchant-nav.js');
  void loader.load('https://cdn.example.org/appsmart-nav.js');
  loader.removeAll();
  expect(added.map((entry) => [entry.url, entry.removed])).toEqual([
    ['http://localhost:5173/merchant-nav.js', true],
    ['https://cdn.example.org/appsmart-nav.js', true],
  ]);
});

it('the DOM host adds an async script to the head and reports its load event', async () => {
  const loader = createScriptLoader(createDomScriptHost(document), { baseUrl: 'http://localhost:5173', pageUrl: LOCAL_PAGE });
  const loading = loader.load('merchant-nav.js');
  const script = document.head.querySelector('script[src="http://localhost:5173/merchant-nav.js"]');
  expect(script).not.toBeNull();
  script?.dispatchEvent(new Event('load'));
  await expect(loading).resolves.toBeUndefined();
  loader.removeAll();
  expect(document.head.querySelector('script[src="http://localhost:5173/merchant-nav.js"]')).toBeNull();
});

describe('only https scripts, or the page\'s own origin', () => {
  it.each([
    ['plain http on another host', 'http://cdn.example.org/nav', 'https://market.example.com/home'],
    ['plain http of the same host on an https page', 'http://market.example.com', 'https://market.example.com/home'],
    ['plain http on another host of a loopback page', 'http://shop.example.com:8080', LOCAL_PAGE],
    ['a data: URL', 'data:text/javascript,', LOCAL_PAGE],
  ])('refuses %s: the load rejects with a warning text and no script is added', async (_name, baseUrl, pageUrl) => {
    const { host, added } = createFakeHost();
    const loader = createScriptLoader(host, { baseUrl, pageUrl });
    await expect(loader.load('merchant-nav.js')).rejects.toThrow(/script refused, it is neither https nor of the page's origin/);
    expect(added).toEqual([]);
  });

  it('takes https from anywhere and plain http from the page\'s origin', () => {
    const { host, added } = createFakeHost();
    void createScriptLoader(host, { baseUrl: 'https://cdn.example.org/nav', pageUrl: LOCAL_PAGE }).load('merchant-nav.js');
    void createScriptLoader(host, { baseUrl: 'http://localhost:5173', pageUrl: LOCAL_PAGE }).load('merchant-nav.js');
    void createScriptLoader(host, { baseUrl: '/scripts', pageUrl: 'https://market.example.com/home' }).load('appsmart-nav.js');
    expect(added.map((entry) => entry.url)).toEqual([
      'https://cdn.example.org/nav/merchant-nav.js',
      'http://localhost:5173/merchant-nav.js',
      'https://market.example.com/scripts/appsmart-nav.js',
    ]);
  });
});

describe('the nonce and the integrity of each script', () => {
  const options = {
    baseUrl: 'https://cdn.example.org',
    pageUrl: 'https://market.example.com/home',
    nonce: 'n0nce',
    integrity: { 'merchant-nav.js': 'sha384-merchant' },
  };

  it('every script carries the nonce; a file with a configured integrity carries it too', () => {
    const { host, added } = createFakeHost();
    const loader = createScriptLoader(host, options);
    void loader.load('merchant-nav.js');
    void loader.load('appsmart-nav.js');
    expect(added.map((entry) => entry.attributes)).toEqual([
      { nonce: 'n0nce', integrity: 'sha384-merchant' },
      { nonce: 'n0nce', integrity: undefined },
    ]);
  });

  it('the DOM host writes them on the element, in CORS mode when there is an integrity', () => {
    const loader = createScriptLoader(createDomScriptHost(document), options);
    void loader.load('merchant-nav.js');
    void loader.load('appsmart-nav.js');
    const merchant = document.head.querySelector<HTMLScriptElement>('script[src$="/merchant-nav.js"]')!;
    const partner = document.head.querySelector<HTMLScriptElement>('script[src$="/appsmart-nav.js"]')!;
    const attributes = (script: HTMLScriptElement) => [script.nonce, script.getAttribute('integrity'), script.getAttribute('crossorigin')];
    expect(attributes(merchant)).toEqual(['n0nce', 'sha384-merchant', 'anonymous']);
    expect(attributes(partner)).toEqual(['n0nce', null, null]);
    loader.removeAll();
  });
});
