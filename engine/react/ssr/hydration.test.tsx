// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { BootstrapContext } from '../../core/wire/marketTypes.ts';
import { createTestServer, json } from '../../../test/testServer.ts';
import { defaultComposition } from '../../../runtime/composition/defaultComposition.ts';
import { loadNavData, renderNav } from '../../../runtime/server.ts';
import { mountWith, type NavHandle } from '../mount.tsx';
import { previewComposition } from '../../../runtime/composition/previewComposition.tsx';
import { previewWith } from '../preview/previewWith.tsx';

const MARKET = 'https://market.example.com';
const BOOTSTRAP = '/api/session/v1/bootstrap-context';
const TEMPLATES = '/api/channel/v1/styles/ACME/templates/published';
const visitor: BootstrapContext = { CHANNEL_SETTINGS: { partner: 'ACME', capabilities: [] } };
const templateSet = {
  templates: {
    headerOut: '<header class="acme-bar"><a href="/home">Acme home</a><div class="acme-tools">{{logo}}{{searchBox}}{{loginItem}}{{signupItem}}</div></header>',
    footer: '<footer><a href="/terms">Terms</a> © {{copyrightYear}} {{companyName}}</footer>',
  },
  translations: {},
  assets: {},
};
const config = { marketUrl: MARKET, header: { target: '#unav-header' }, footer: { target: '#unav-footer' }, search: { target: '#adsearch' } };

let server: ReturnType<typeof createTestServer>;
const handles: NavHandle[] = [];
beforeEach(() => {
  server = createTestServer({ [BOOTSTRAP]: json(visitor), [TEMPLATES]: json(templateSet) });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  act(() => {
    for (const handle of handles.splice(0)) handle.unmount();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page a server sends: each root's HTML in its target, then the data script. */
async function serverPage() {
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: window.location.href });
  const { html, dataScript } = renderNav(data, { window });
  document.body.innerHTML = `<div id="unav-header">${html.header}</div><main>page</main><div id="adsearch">${html.search}</div>`
    + `<div id="unav-footer">${html.footer}</div>${dataScript}`;
  server.calls.length = 0;
  return data;
}

async function mount() {
  await act(async () => {
    handles.push(await mountWith(defaultComposition, config));
  });
}

it('hydrates the server markup without a mismatch and without fetching what the server sent', async () => {
  await serverPage();
  const link = document.querySelector('#unav-header .acme-bar a');
  const error = vi.spyOn(console, 'error');
  await mount();
  expect(error).not.toHaveBeenCalled();
  // The very element the server wrote: hydrated, not replaced.
  expect(document.querySelector('#unav-header .acme-bar a')).toBe(link);
  expect(server.callsTo(BOOTSTRAP)).toHaveLength(0);
  expect(server.callsTo(TEMPLATES)).toHaveLength(0);
  expect(document.querySelector('#unav-footer footer')?.textContent).toContain(`© ${new Date().getFullYear()}`);
});

it('scopes the partner CSS to the hydrated live header alike on the server and in the browser, and not to a preview on the page', async () => {
  const cssHeader = '.acme-bar { color: rgb(1, 2, 3); }';
  server = createTestServer({ [BOOTSTRAP]: json(visitor), [TEMPLATES]: json({ ...templateSet, templates: { ...templateSet.templates, cssHeader } }) });
  vi.stubGlobal('fetch', server.fetch);
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: window.location.href });
  const rendered = renderNav(data, { window });
  document.body.innerHTML = `<div id="unav-header">${rendered.html.header}</div><div id="preview"></div>${rendered.dataScript}`;
  /** The scope of the rule that carries the partner's colour. */
  const scopeOf = (css: string) => /@scope \((.+?)\) \{ \.acme-bar \{/.exec(css)?.[1] ?? 'none';
  const browserCss = () => [...document.head.querySelectorAll('style[data-unav-style]')].map((style) => style.textContent).join('\n');
  const serverScope = scopeOf(rendered.css);
  await act(async () => {
    handles.push(await mountWith(defaultComposition, { marketUrl: MARKET, header: { target: '#unav-header' } }));
  });
  // The server's CSS styles the root it rendered: the page's data carries no second copy to adopt.
  expect(scopeOf(browserCss())).toBe('none');
  // Fresh data brings the partner CSS to the browser, which scopes it alike.
  await act(async () => {
    await handles[0]!.update({});
  });
  // jsdom has no constructable style sheets: the browser's partner CSS lands in a <style> element.
  expect(scopeOf(browserCss())).toBe(serverScope);
  const preview = previewWith(previewComposition, '#preview', { marketUrl: MARKET, templates: templateSet.templates, show: 'header' });
  try {
    expect([...document.querySelectorAll(serverScope)]).toEqual([document.querySelector('#unav-header .unav-root')]);
    expect(document.querySelector('#preview .unav-root')).not.toBeNull();
  } finally {
    act(() => preview.unmount());
  }
});

it("renders a root the server left out from the page's data, with the partner's template and CSS, asking for nothing", async () => {
  const css = '.acme-terms { color: rgb(4, 5, 6); }';
  server = createTestServer({ [BOOTSTRAP]: json(visitor), [TEMPLATES]: json({ ...templateSet, templates: { ...templateSet.templates, css } }) });
  vi.stubGlobal('fetch', server.fetch);
  const data = await loadNavData({ marketUrl: MARKET }, { fetch: server.fetch, url: window.location.href });
  const { html, dataScript } = renderNav(data, { window, kinds: ['header'] });
  document.body.innerHTML = `<div id="unav-header">${html.header}</div><div id="unav-footer"></div>${dataScript}`;
  server.calls.length = 0;
  const error = vi.spyOn(console, 'error');
  await mount();
  expect(error).not.toHaveBeenCalled();
  expect(document.querySelector('#unav-footer footer a')?.getAttribute('href')).toBe(`${MARKET}/terms`);
  expect([...document.head.querySelectorAll('style[data-unav-style]')].map((style) => style.textContent).join('\n')).toContain('.acme-terms');
  expect(server.calls).toEqual([]);
});

it('reads the year of the server render on the first render, whatever the client clock says', async () => {
  await serverPage();
  const footer = document.querySelector('#unav-footer footer')?.textContent;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${new Date().getFullYear() + 1}-01-01T00:00:01Z`) });
  try {
    const error = vi.spyOn(console, 'error');
    await mount();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('#unav-footer footer')?.textContent).toBe(footer);
  } finally {
    vi.useRealTimers();
  }
});

it('drops a corrupt data script and renders as on any page', async () => {
  await serverPage();
  const script = document.getElementById('unav-data')!;
  script.textContent = '{"version":1,"nav":';
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await mount();
  expect(server.callsTo(TEMPLATES)).toHaveLength(1);
  expect(document.querySelector('#unav-header .acme-bar a')?.textContent).toBe('Acme home');
});

it('drops data rendered for another marketplace', async () => {
  const data = await serverPage();
  const foreign = { ...data, nav: { ...data.nav, config: { ...data.nav.config, marketUrl: 'https://evil.example.net' } } };
  document.getElementById('unav-data')!.textContent = JSON.stringify(foreign);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await mount();
  expect(server.callsTo(BOOTSTRAP)).toHaveLength(1);
});

it('an update after hydration loads fresh data as any mount does', async () => {
  await serverPage();
  await mount();
  await act(async () => {
    await handles[0]!.update({ locale: 'en-US' });
  });
  expect(server.callsTo(TEMPLATES)).toHaveLength(1);
  expect(document.querySelector('#unav-header .acme-bar a')?.textContent).toBe('Acme home');
});

it("a tab with its own cart in session storage hydrates the server's cart, then shows its own", async () => {
  const customer: BootstrapContext = {
    CHANNEL_SETTINGS: { partner: 'ACME', capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'] },
    CurrentUser: { uuid: 'u-1' },
    CompanyInfo: { uuid: 'c-1' },
    UserInfo: { name: 'Ada Lovelace', roles: ['USER'] },
  };
  server = createTestServer({
    [BOOTSTRAP]: json(customer),
    [TEMPLATES]: json({ ...templateSet, templates: { ...templateSet.templates, headerIn: '<header class="acme-bar"><a href="/home">Acme home</a>{{cart}}</header>' } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  await serverPage();
  expect(document.querySelector('.unav-cart-badge')).toBeNull();
  sessionStorage.setItem('cartItems', JSON.stringify([{ id: 'p-1', title: 'Office' }, { id: 'p-2', title: 'Slack' }]));
  sessionStorage.setItem('itemsCount', '2');
  const error = vi.spyOn(console, 'error');
  const warn = vi.spyOn(console, 'warn');
  try {
    await mount();
    // The tab's own count comes in the render after hydration; on a loaded machine that can be a
    // task after mount() returned, and the cart's code can come later still: each look lets React
    // finish its work first.
    await vi.waitFor(async () => {
      await act(async () => {});
      // What the header shows is the message: a failure in a loaded full run says what was rendered.
      expect(document.querySelector('.unav-cart-badge')?.textContent, document.querySelector('#unav-header')?.innerHTML).toBe('2');
    }, { timeout: 5000 });
    expect([error.mock.calls, warn.mock.calls]).toEqual([[], []]);
  } finally {
    sessionStorage.clear();
  }
});

it("tells the host once the server's markup is live: a rendered event of render 'server', as a window event and through onEvent", async () => {
  await serverPage();
  const heard: unknown[] = [];
  const onWindow = (event: Event) => heard.push({ window: (event as CustomEvent).detail });
  window.addEventListener('universalnav:rendered', onWindow);
  try {
    await act(async () => {
      handles.push(await mountWith(defaultComposition, { ...config, onEvent: (event) => heard.push({ hook: event }) }));
    });
    expect(heard).toEqual([
      { window: { render: 'server', ms: expect.any(Number) } },
      { hook: { type: 'rendered', render: 'server', ms: expect.any(Number) } },
    ]);
  } finally {
    window.removeEventListener('universalnav:rendered', onWindow);
  }
});
