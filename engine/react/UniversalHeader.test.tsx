// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserEnv } from '../browser/browserEnv.ts';
import { headerCacheKey, writeHeaderCache } from '../core/cache/headerCache.ts';
import type { NavConfig } from '../core/config/navConfig.ts';
import { headerCacheScope } from '../core/load/cachedRender.ts';
import { UniversalFooter, UniversalHeader } from '../../runtime/index.ts';
import { headerWidgets } from '../../runtime/composition/lazyWidgets.ts';

// The header's widgets are a chunk loaded on demand: here it is there from the start.
beforeAll(() => headerWidgets.load());
import { failOnConsoleMessages } from '../../test/failOnConsole.ts';

const MARKET = 'https://market.example.com';
const BOOTSTRAP = '/api/session/v1/bootstrap-context';
const TEMPLATES = '/api/channel/v1/styles/ACME/templates/published';
const HEADER_THEME = '/api/theme/v1/publishedVersion/settings/header';

interface Call {
  path: string;
  signal: AbortSignal | null | undefined;
  settled: boolean;
}

/**
 * The marketplace behind window.fetch: a visitor's bootstrap, the partner's templates, an empty
 * JSON answer anywhere else; `hold` paths answer only when aborted.
 */
function fakeMarket({ hold = [], answering = {} }: { hold?: string[]; answering?: Record<string, unknown> } = {}) {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    [BOOTSTRAP]: { CHANNEL_SETTINGS: { partner: 'ACME' } },
    [TEMPLATES]: { templates: { headerOut: '<div class="acme-head">Acme partner header</div>', footer: '<div>Acme partner footer</div>' } },
    ...answering,
  };
  const fetch = (input: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(input instanceof Request ? input.url : input), MARKET).pathname;
    const call: Call = { path, signal: init.signal, settled: false };
    calls.push(call);
    const answer = hold.includes(path)
      ? new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        })
      : Promise.resolve(new Response(JSON.stringify(answers[path] ?? {}), { status: 200, headers: { 'content-type': 'application/json' } }));
    return answer.finally(() => {
      call.settled = true;
    });
  };
  vi.stubGlobal('fetch', fetch);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** Lets answers in flight arrive and deferred work (a stop after unsubscribing) run. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

const config = (extra: Partial<NavConfig> = {}): NavConfig => ({ marketUrl: MARKET, partner: 'ACME', locale: 'en-US', ...extra });

const headerRoot = () => document.querySelector<HTMLElement>(".unav-root[data-unav-root='header']");

failOnConsoleMessages();
afterEach(async () => {
  // Roots of equal config share a load until a moment after the last one unmounts: end them here,
  // so that no test's load carries into the next.
  cleanup();
  await aMoment();
  vi.unstubAllGlobals();
});

it('renders the header inside StrictMode, loading once', async () => {
  const market = fakeMarket();
  render(<StrictMode><UniversalHeader config={config()} /></StrictMode>);
  expect(await screen.findByText('Acme partner header')).toBeTruthy();
  await aMoment();
  expect(market.callsTo(BOOTSTRAP)).toHaveLength(1);
  expect(market.callsTo(TEMPLATES)).toHaveLength(1);
});

it('a header and a footer of equal configs share one load, which stops with the last of them', async () => {
  const market = fakeMarket();
  const both = (header: boolean) => (
    <StrictMode>
      {header && <UniversalHeader config={config()} />}
      <UniversalFooter config={config({ isPositionFixed: true })} />
    </StrictMode>
  );
  const view = render(both(true));
  expect(await screen.findByText('Acme partner header')).toBeTruthy();
  expect(await screen.findByText('Acme partner footer')).toBeTruthy();
  await aMoment();
  expect(market.callsTo(BOOTSTRAP)).toHaveLength(1);
  expect(market.callsTo(TEMPLATES)).toHaveLength(1);
  // The footer keeps the load running: a header back in the page joins it.
  view.rerender(both(false));
  await aMoment();
  view.rerender(both(true));
  expect(screen.getByText('Acme partner header')).toBeTruthy();
  await aMoment();
  expect(market.callsTo(BOOTSTRAP)).toHaveLength(1);
  // Once both are gone the load stops; a new header loads anew.
  view.unmount();
  await aMoment();
  render(<UniversalHeader config={config()} />);
  await waitFor(() => expect(market.callsTo(BOOTSTRAP)).toHaveLength(2));
});

it('a signed-in header\'s widgets call once per mount inside StrictMode, as outside it (cart, My Apps, support-chat token)', async () => {
  const customer = (JSON.parse(readFileSync('fixtures/personas/customer.json', 'utf8')) as { bootstrap: unknown }).bootstrap;
  const answering = {
    [BOOTSTRAP]: customer,
    [TEMPLATES]: { templates: { headerIn: '<div class="acme-head">Acme partner header {{cart}} {{myApps}} {{notifications}}</div>' } },
  };
  const callsOf = async (strict: boolean) => {
    const market = fakeMarket({ answering });
    const header = <UniversalHeader config={config({ partner: 'ACME' })} />;
    const view = render(strict ? <StrictMode>{header}</StrictMode> : header);
    await screen.findByText(/Acme partner header/);
    // The widgets' answers update them: let those in inside act.
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await aMoment();
    });
    const counted: Record<string, number> = {};
    for (const call of market.calls) counted[call.path] = (counted[call.path] ?? 0) + 1;
    const aborted = market.calls.filter((call) => call.signal?.aborted).map((call) => call.path);
    view.unmount();
    await aMoment();
    sessionStorage.clear();
    localStorage.clear();
    return { counted, aborted };
  };
  const outside = await callsOf(false);
  // The widgets' own calls are among them: the check can fail.
  expect(Object.keys(outside.counted)).toEqual(expect.arrayContaining([
    '/api/checkout/v1/shoppingCarts/itemDetails', expect.stringMatching(/^\/api\/v3\/universal-nav\/assignments\//), '/api/appwise/v1/teams/api/zendesk/token',
  ]));
  expect(Object.values(outside.counted).every((count) => count === 1)).toBe(true);
  expect(await callsOf(true)).toEqual({ counted: outside.counted, aborted: [] });
});

it('renders the footer inside StrictMode', async () => {
  fakeMarket();
  render(<StrictMode><UniversalFooter config={config()} /></StrictMode>);
  expect(await screen.findByText('Acme partner footer')).toBeTruthy();
});

it('applies isPositionFixed without loading again', async () => {
  const market = fakeMarket();
  const view = render(<StrictMode><UniversalHeader config={config()} /></StrictMode>);
  await screen.findByText('Acme partner header');
  expect(headerRoot()?.dataset.position).toBeUndefined();
  const before = market.calls.length;
  view.rerender(<StrictMode><UniversalHeader config={config({ isPositionFixed: true })} /></StrictMode>);
  await waitFor(() => expect(headerRoot()?.dataset.position).toBe('fixed'));
  await aMoment();
  expect(market.calls).toHaveLength(before);
  expect(screen.getByText('Acme partner header')).toBeTruthy();
});

it('loads anew for another locale', async () => {
  const market = fakeMarket();
  const view = render(<StrictMode><UniversalHeader config={config()} /></StrictMode>);
  await screen.findByText('Acme partner header');
  view.rerender(<StrictMode><UniversalHeader config={config({ locale: 'fr-CA' })} /></StrictMode>);
  await waitFor(() => expect(market.callsTo('/api/v1/translation/ACME/fr-CA')).toHaveLength(1));
  expect(await screen.findByText('Acme partner header')).toBeTruthy();
  await aMoment();
  expect(market.callsTo(BOOTSTRAP)).toHaveLength(2);
});

it('SPEC §4: after a language change the header and footer are in the chosen language, and say so, whatever locale the host names', async () => {
  const market = fakeMarket();
  localStorage.setItem('httpsmarketexamplecom..header.locale', 'fr-CA');
  try {
    render(<StrictMode><UniversalHeader config={config()} /><UniversalFooter config={config()} /></StrictMode>);
    await screen.findByText('Acme partner header');
    await waitFor(() => expect(market.callsTo('/api/v1/translation/ACME/fr-CA')).toHaveLength(1));
    expect(market.callsTo('/api/v1/translation/ACME/en-US')).toHaveLength(0);
    const roots = [...document.querySelectorAll('.unav-root')].map((root) => [root.getAttribute('data-unav-root'), root.getAttribute('lang')]);
    expect(roots).toEqual([['header', 'fr-CA'], ['footer', 'fr-CA']]);
  } finally {
    localStorage.removeItem('httpsmarketexamplecom..header.locale');
  }
});

it('an equal config built anew on every render loads nothing more', async () => {
  const market = fakeMarket();
  const view = render(<UniversalHeader config={config({ search: { target: '#adsearch', capabilities: ['appwise'] } })} />);
  await screen.findByText('Acme partner header');
  await aMoment();
  const before = market.calls.length;
  for (let i = 0; i < 3; i += 1) {
    view.rerender(<UniversalHeader config={config({ search: { target: '#adsearch', capabilities: ['appwise'] } })} />);
  }
  await aMoment();
  expect(market.calls).toHaveLength(before);
  expect(screen.getByText('Acme partner header')).toBeTruthy();
});

it('unmounting leaves no listener behind and aborts the calls still running', async () => {
  const added = new Map<string, number>();
  const count = (key: string, step: number) => added.set(key, (added.get(key) ?? 0) + step);
  for (const target of [window, document]) {
    const name = target === window ? 'window' : 'document';
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      count(`${name}:${type}`, 1);
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      count(`${name}:${type}`, -1);
      remove(type, listener, options);
    });
  }
  // The header renders; a footer of the same config is still waiting for its theme.
  const market = fakeMarket();
  const view = render(<StrictMode><UniversalHeader config={config()} /></StrictMode>);
  await screen.findByText('Acme partner header');
  market.calls.length = 0;
  const holding = fakeMarket({ hold: [HEADER_THEME] });
  const footer = render(<StrictMode><UniversalFooter config={config({ locale: 'de-DE' })} /></StrictMode>);
  await waitFor(() => expect(holding.callsTo(HEADER_THEME)).toHaveLength(1));
  view.unmount();
  footer.unmount();
  await aMoment();
  expect(holding.calls.filter((call) => !call.settled)).toEqual([]);
  expect(holding.callsTo(HEADER_THEME)[0]?.signal?.aborted).toBe(true);
  // React's own document listener for selection changes stays for the page's life.
  expect([...added].filter(([key, open]) => open !== 0 && key !== 'document:selectionchange')).toEqual([]);
});

describe('a header cache in local storage renders in the first commit', () => {
  /** A visitor's cached ACME header, and the live ad_tag_m cookie that keeps stored entries. */
  function seedCache() {
    document.cookie = 'ad_tag_m=1; path=/';
    writeHeaderCache(createBrowserEnv(), headerCacheKey(MARKET), {
      bootstrap: { CHANNEL_SETTINGS: { partner: 'ACME' } },
      templateSet: { templates: { headerOut: '<div class="acme-head">Cached partner header</div>' }, translations: {}, assets: {} },
      translations: {},
    }, { ...headerCacheScope(config()), locale: 'en-US', displayMode: 'published' });
  }
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'ad_tag_m=; max-age=0; path=/';
  });

  for (const strict of [false, true]) {
    it(`shows the cached header before anything is fetched or stored${strict ? ' (StrictMode)' : ''}`, async () => {
      const market = fakeMarket();
      seedCache();
      const writes = [vi.spyOn(Storage.prototype, 'setItem'), vi.spyOn(Storage.prototype, 'removeItem')];
      const commits: { header: string | null; calls: number; writes: number }[] = [];
      // Layout effects run in the commit, before React subscribes to the store (a passive effect).
      function FirstCommit() {
        useLayoutEffect(() => {
          const header = headerRoot()?.textContent ?? null;
          // The browser env's probe of whether storage works writes and removes its own key: not data.
          const stored = writes.flatMap((spy) => spy.mock.calls).filter(([key]) => key !== '__unav_probe__');
          commits.push({ header, calls: market.calls.length, writes: stored.length });
        }, []);
        return null;
      }
      const wrap = (children: ReactNode) => (strict ? <StrictMode>{children}</StrictMode> : children);
      render(wrap(<><UniversalHeader config={config()} /><FirstCommit /></>));
      expect(commits[0]).toEqual({ header: expect.stringContaining('Cached partner header'), calls: 0, writes: 0 });
      // Synchronously after render(): the cached header is there without waiting for anything.
      expect(screen.getByText('Cached partner header')).toBeTruthy();
      expect(await screen.findByText('Acme partner header')).toBeTruthy();
      await aMoment();
      expect(market.callsTo(BOOTSTRAP)).toHaveLength(1);
    });
  }

  it('a hydrating render starts from nothing, as the server rendered it, then shows the cached header', async () => {
    fakeMarket();
    seedCache();
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.body.appendChild(document.createElement('div'));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <StrictMode><UniversalHeader config={config()} /></StrictMode>, {
        onRecoverableError: (error) => void recovered.push(error),
      });
    });
    // No mismatch: the hydrating render showed what the server did, nothing.
    expect(recovered).toEqual([]);
    expect(container.textContent).toMatch(/Cached partner header|Acme partner header/);
    expect(await screen.findByText('Acme partner header')).toBeTruthy();
    await act(async () => root?.unmount());
    container.remove();
    await aMoment();
  });
});
