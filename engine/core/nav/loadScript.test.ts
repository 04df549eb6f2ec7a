// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { createDomScriptHost, createScriptLoader, type ScriptHost } from './loadScript.ts';

function createFakeHost() {
  const added: { url: string; load: () => void; fail: () => void; removed: boolean }[] = [];
  const host: ScriptHost = {
    append(url, onLoad, onError) {
      const entry = { url, load: onLoad, fail: () => onError(new Error(`Failed to load script ${url}`)), removed: false };
      added.push(entry);
      return () => void (entry.removed = true);
    },
  };
  return { host, added };
}

it('loads a script from the base URL once: the same URL gives the same promise', async () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, 'http://localhost:5173/scripts/');
  const first = loader.load('merchant-nav.js');
  const second = loader.load('merchant-nav.js');
  expect(second).toBe(first);
  expect(added.map((entry) => entry.url)).toEqual(['http://localhost:5173/scripts/merchant-nav.js']);
  added[0]?.load();
  await expect(first).resolves.toBeUndefined();
});

it('rejects on error, removes the failed element, and tries again on the next call', async () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, 'http://localhost:5173');
  const failed = loader.load('appsmart-nav.js');
  added[0]?.fail();
  await expect(failed).rejects.toThrow('Failed to load script http://localhost:5173/appsmart-nav.js');
  expect(added[0]?.removed).toBe(true);
  loader.load('appsmart-nav.js');
  expect(added).toHaveLength(2);
});

it('removes what it added', () => {
  const { host, added } = createFakeHost();
  const loader = createScriptLoader(host, 'http://localhost:5173');
  void loader.load('merchant-nav.js');
  void loader.load('https://cdn.example.org/appsmart-nav.js');
  loader.removeAll();
  expect(added.map((entry) => [entry.url, entry.removed])).toEqual([
    ['http://localhost:5173/merchant-nav.js', true],
    ['https://cdn.example.org/appsmart-nav.js', true],
  ]);
});

it('the DOM host adds an async script to the head and reports its load event', async () => {
  const loader = createScriptLoader(createDomScriptHost(document), 'http://localhost:5173');
  const loading = loader.load('merchant-nav.js');
  const script = document.head.querySelector('script[src="http://localhost:5173/merchant-nav.js"]');
  expect(script).not.toBeNull();
  script?.dispatchEvent(new Event('load'));
  await expect(loading).resolves.toBeUndefined();
  loader.removeAll();
  expect(document.head.querySelector('script[src="http://localhost:5173/merchant-nav.js"]')).toBeNull();
});
