// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { BootstrapContext } from '../core/wire/marketTypes.ts';
import { createTestServer, json } from '../../test/testServer.ts';
import { defaultComposition } from '../../runtime/composition/defaultComposition.ts';
import { mountWith, type NavHandle } from './mount.tsx';

const MARKET = 'https://market.example.com';
const visitor: BootstrapContext = { CHANNEL_SETTINGS: { partner: 'ACME', capabilities: [] } };
const templates = {
  templates: { headerOut: '<header class="acme-bar"><a href="/home">Acme home</a></header>', footer: '<footer>Acme footer</footer>' },
  translations: {},
  assets: {},
};

const handles: NavHandle[] = [];
beforeEach(() => {
  const server = createTestServer({
    '/api/session/v1/bootstrap-context': json(visitor),
    '/api/channel/v1/styles/ACME/templates/published': json(templates),
    '/api/v1/translation/ACME/en-US': json({}),
  });
  vi.stubGlobal('fetch', server.fetch);
  document.body.innerHTML = '<div id="unav-header"></div><main>page</main><div id="unav-footer"></div>';
  localStorage.clear();
});
afterEach(() => {
  act(() => {
    for (const handle of handles.splice(0)) handle.unmount();
  });
  vi.unstubAllGlobals();
});

const config = { marketUrl: MARKET, header: { target: '#unav-header' }, footer: { target: '#unav-footer' } };

async function mountAndSettle() {
  let handle: NavHandle | undefined;
  await act(async () => {
    handle = await mountWith(defaultComposition, config);
  });
  handles.push(handle!);
  return handle!;
}

it('a warm view commits the cached header, styled, before mount() returns; the footer in a task after it', async () => {
  (await mountAndSettle()).unmount();
  handles.length = 0;
  expect(document.querySelector('#unav-header')?.childElementCount).toBe(0);

  const pending = mountWith(defaultComposition, config);
  // Nothing awaited yet: what is in the document now is what the first paint shows.
  expect(document.querySelector('#unav-header .acme-bar a')?.textContent).toBe('Acme home');
  expect(document.querySelector('#unav-footer footer')).toBeNull();
  const adopted = 'adoptedStyleSheets' in document ? document.adoptedStyleSheets.length : 0;
  const runtimeStyles = adopted + document.querySelectorAll('style[data-unav-style="runtime"]').length;
  expect(runtimeStyles).toBeGreaterThan(0);
  await act(async () => {
    handles.push(await pending);
  });
  expect(document.querySelector('#unav-footer footer')?.textContent).toBe('Acme footer');
});

it('a cold view renders once the data is there; nothing is committed synchronously', async () => {
  const pending = mountWith(defaultComposition, config);
  expect(document.querySelector('#unav-header')?.childElementCount).toBe(0);
  await act(async () => {
    handles.push(await pending);
  });
  expect(document.querySelector('#unav-header .acme-bar a')?.textContent).toBe('Acme home');
});

it('a target not yet parsed (header-first placement) is filled once the document is parsed', async () => {
  document.body.innerHTML = '<div id="unav-header"></div>';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  await mountAndSettle();
  expect(warn).not.toHaveBeenCalled();

  document.body.insertAdjacentHTML('beforeend', '<main>page</main><div id="unav-footer"></div>');
  readyState.mockReturnValue('interactive');
  await act(async () => {
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });
  // Below the fold, a warm view's footer renders in a task of its own.
  await waitFor(() => expect(document.querySelector('#unav-footer footer')?.textContent).toBe('Acme footer'));
  expect(warn).not.toHaveBeenCalled();
});

it('a target still missing once the document is parsed is reported, and nothing else breaks', async () => {
  document.body.innerHTML = '<div id="unav-header"></div>';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await mountAndSettle();
  expect(warn).toHaveBeenCalledWith('Universal navigation: footer target not found', '#unav-footer');
  expect(document.querySelector('#unav-header .acme-bar')).not.toBeNull();
});

it('the widget is mounted in an element with id adsearch: the default search target', async () => {
  document.body.insertAdjacentHTML('beforeend', '<div id="adsearch"></div>');
  await mountAndSettle();
  expect(document.querySelector('#adsearch .unav-root')).not.toBeNull();
});

it('a page without #adsearch and without search config gets no search root and no warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await mountAndSettle();
  expect(warn).not.toHaveBeenCalledWith('Universal navigation: search target not found', expect.anything());
});

it('a missing header target logs a warning', async () => {
  document.body.innerHTML = '<main>page</main><div id="unav-footer"></div>';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await mountAndSettle();
  expect(warn).toHaveBeenCalledWith('Universal navigation: header target not found', '#unav-header');
  expect(document.querySelector('#unav-footer footer')?.textContent).toBe('Acme footer');
});

it('customSearchQuery reaches the search widget through mount()', async () => {
  document.body.insertAdjacentHTML('beforeend', '<div id="adsearch"></div>');
  let handle: NavHandle | undefined;
  await act(async () => {
    handle = await mountWith(defaultComposition, { ...config, search: { customSearchQuery: () => 'zoom' } });
  });
  handles.push(handle!);
  // The widget is a lazily loaded chunk.
  await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('#adsearch input')?.value).toBe('zoom'), { timeout: 20_000 });
}, 30_000);

it('the merchant navigation script carries the page\'s nonce (config.nonce) and its configured integrity', async () => {
  let handle: NavHandle | undefined;
  await act(async () => {
    handle = await mountWith(defaultComposition, {
      ...config, forceMerchantNav: true, nonce: 'n0nce', scriptIntegrity: { 'merchant-nav.js': 'sha384-merchant' },
    });
  });
  handles.push(handle!);
  const script = await vi.waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${MARKET}/merchant-nav.js"]`);
    if (!found) throw new Error('merchant-nav.js not added yet');
    return found;
  });
  expect([script.nonce, script.getAttribute('integrity'), script.getAttribute('crossorigin')]).toEqual(['n0nce', 'sha384-merchant', 'anonymous']);
});

it('a navigation script on plain http of another origin is refused: a warning and no script', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  let handle: NavHandle | undefined;
  await act(async () => {
    handle = await mountWith(defaultComposition, { ...config, forceMerchantNav: true, scriptBaseUrl: 'http://cdn.example.org' });
  });
  handles.push(handle!);
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Universal navigation: navigation script not loaded', expect.objectContaining({
    message: expect.stringContaining('script refused, it is neither https nor of the page\'s origin (nor loopback, for a loopback page): http://cdn.example.org/merchant-nav.js'),
  })));
  expect(document.querySelectorAll('script[src*="merchant-nav.js"]')).toHaveLength(0);
});
