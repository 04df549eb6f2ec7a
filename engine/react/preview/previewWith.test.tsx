// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import customer from '../../../fixtures/personas/customer.json';
import type { BootstrapContext } from '../../core/wire/marketTypes.ts';
import { previewComposition } from '../../../runtime/composition/previewComposition.tsx';
import { previewWith, type PreviewHandle } from './previewWith.tsx';

const MARKET = 'https://market.example.com';
const maya = customer.bootstrap as BootstrapContext;
const headerIn = '<header class="ed-bar"><span class="ed-hello">Hello {{userFirstName}}</span>{{notifications}}{{cart}}{{myApps}}</header>';

const handles: PreviewHandle[] = [];
const requests = vi.fn();
const sockets = vi.fn();
beforeEach(() => {
  // Any request or socket of a preview fails the test that made it.
  vi.stubGlobal('fetch', (...args: unknown[]) => {
    requests(...args);
    return Promise.reject(new Error('a preview made a request'));
  });
  vi.stubGlobal('WebSocket', function WebSocket(url: string) {
    sockets(url);
    throw new Error('a preview opened a socket');
  });
  document.body.innerHTML = '<div id="preview"></div>';
});
afterEach(() => {
  act(() => {
    for (const handle of handles.splice(0)) handle.unmount();
  });
  vi.unstubAllGlobals();
  requests.mockReset();
  sockets.mockReset();
});

/**
 * Renders a preview inside an async act, so the widgets' updates from settled promises land in it
 * too. `atReturn` runs right after preview() returns, before any of those: what it sees was
 * committed synchronously.
 */
async function preview(options: Parameters<typeof previewWith>[2], atReturn?: () => void): Promise<PreviewHandle> {
  let handle: PreviewHandle | undefined;
  await act(async () => {
    handle = previewWith(previewComposition, '#preview', { marketUrl: MARKET, ...options });
    atReturn?.();
  });
  handles.push(handle!);
  return handle!;
}

/** An update, with the updates it causes, inside an async act. */
async function update(handle: PreviewHandle, options: Parameters<PreviewHandle['update']>[0]): Promise<void> {
  await act(async () => handle.update(options));
}

const headerRoot = () => document.querySelector("#preview .unav-root[data-unav-root='header']");
const footerRoot = () => document.querySelector("#preview .unav-root[data-unav-root='footer']");

/** Lets every effect, timer and settled promise of the widgets run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

it('renders the given templates with the given user, committed before preview() returns', async () => {
  let atReturn: (string | null | undefined)[] = [];
  await preview({ templates: { headerIn, footer: '<footer class="ed-foot">{{companyName}}</footer>' }, bootstrap: maya }, () => {
    atReturn = [headerRoot()?.querySelector('.ed-hello')?.textContent, headerRoot()?.getAttribute('data-user-state'), footerRoot()?.querySelector('.ed-foot')?.textContent];
  });
  expect(atReturn).toEqual(['Hello Maya', 'loggedin', 'AppDirect']);
});

it('shows a visitor with the default templates when no bootstrap or template is given', async () => {
  await preview({});
  expect(headerRoot()?.getAttribute('data-user-state')).toBe('loggedout');
  expect(headerRoot()?.getAttribute('data-layout')).toBe('headerOut');
  expect(headerRoot()?.querySelector('header.unav-header[data-layout="headerOut"]')).not.toBeNull();
  expect(footerRoot()?.querySelector('footer.unav-footer')).not.toBeNull();
});

it('falls back to the default template of each slot the set leaves out or leaves empty', async () => {
  await preview({ templates: { headerIn, footer: '' }, bootstrap: maya });
  expect(headerRoot()?.querySelector('.ed-bar')).not.toBeNull();
  expect(footerRoot()?.querySelector('footer.unav-footer')).not.toBeNull();
});

it('shows the layout asked for, and only the roots asked for', async () => {
  await preview({ templates: { headerSso: '<header class="ed-sso">SSO</header>' }, bootstrap: maya, layout: 'headerSso', show: 'header' });
  expect(headerRoot()?.querySelector('.ed-sso')?.textContent).toBe('SSO');
  expect(footerRoot()).toBeNull();
});

it('neutralises a hostile set as a published one: no script, no handler, no javascript: URL', async () => {
  const hostile = [
    '<header class="ed-bar">',
    '<script>window.__previewRan = 1</script>',
    '<img class="ed-img" src="x" onerror="window.__previewRan = 2">',
    '<a class="ed-link" href="javascript:window.__previewRan = 3">go</a>',
    '<iframe src="javascript:window.__previewRan = 4"></iframe>',
    '</header>',
  ].join('');
  await preview({ templates: { headerIn: hostile }, bootstrap: maya });
  await settle();
  const root = headerRoot();
  expect(root?.querySelector('.ed-bar')).not.toBeNull();
  expect(root?.querySelector('script, iframe')).toBeNull();
  expect(root?.querySelector('.ed-img')?.hasAttribute('onerror')).toBe(false);
  expect(root?.querySelector('.ed-link')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  expect((window as { __previewRan?: number }).__previewRan).toBeUndefined();
});

/** The partner CSS on the page, by the roots each sheet's scope matches. jsdom has no constructable style sheets: each lands in a <style> element named after its scope. */
function partnerCssByRoots(): { roots: string[]; css: string }[] {
  return [...document.head.querySelectorAll('style[data-unav-style]')]
    .filter((style) => style.getAttribute('data-unav-style') !== 'runtime')
    .map((style) => {
      const scope = style.getAttribute('data-unav-style') ?? '';
      expect(style.textContent).toContain(`@scope (${scope}) {`);
      return { roots: [...document.querySelectorAll(scope)].map((root) => `${root.parentElement?.id} ${root.getAttribute('data-unav-root')}`), css: style.textContent ?? '' };
    });
}

it('scopes the set\'s css to the preview root, as published partner css is', async () => {
  await preview({ templates: { headerIn, css: '.ed-hello { color: rgb(1, 2, 3); }' }, bootstrap: maya, show: 'header' });
  const sheets = partnerCssByRoots();
  expect(sheets.map((sheet) => sheet.roots)).toEqual([['preview header']]);
  expect(sheets[0]?.css).toContain('{ .ed-hello { color: rgb(1, 2, 3); } }');
});

it('scopes each preview\'s css to its own roots: not the live nav\'s, not another preview\'s', async () => {
  document.body.innerHTML = '<div id="live"><div class="unav-root" data-unav-root="header"></div></div><div id="preview"></div><div id="second"></div>';
  await preview({ templates: { headerIn, css: '.ed-hello { color: rgb(1, 2, 3); }' }, bootstrap: maya });
  await act(async () => {
    handles.push(previewWith(previewComposition, '#second', { marketUrl: MARKET, templates: { headerIn, css: '.ed-hello { color: rgb(4, 5, 6); }' }, bootstrap: maya }));
  });
  const sheets = partnerCssByRoots();
  expect(sheets.map((sheet) => sheet.roots)).toEqual([['preview header'], ['preview footer'], ['second header'], ['second footer']]);
  expect(sheets.map((sheet) => sheet.css.includes('rgb(1, 2, 3)'))).toEqual([true, true, false, false]);
  // An update keeps the preview's own scope.
  await update(handles[0]!, { marketUrl: MARKET, templates: { headerIn, css: '.ed-hello { color: rgb(7, 8, 9); }' }, bootstrap: maya });
  expect(partnerCssByRoots().filter((sheet) => sheet.css.includes('rgb(7, 8, 9)')).map((sheet) => sheet.roots)).toEqual([['preview header'], ['preview footer']]);
});

it('update re-renders in place: the same root element, the new template', async () => {
  const handle = await preview({ templates: { headerIn }, bootstrap: maya });
  const before = headerRoot();
  await update(handle, { marketUrl: MARKET, templates: { headerIn: headerIn.replace('Hello', 'Welcome') }, bootstrap: maya });
  expect(headerRoot()).toBe(before);
  expect(before?.querySelector('.ed-hello')?.textContent).toBe('Welcome Maya');
  await update(handle, { marketUrl: MARKET, templates: { headerIn }, translations: {} });
  expect(headerRoot()).toBe(before);
  expect(before?.getAttribute('data-user-state')).toBe('loggedout');
});

it('makes no request and opens no socket, with every widget of a signed-in user shown', async () => {
  await preview({ templates: { headerIn }, bootstrap: maya });
  await settle();
  expect(headerRoot()?.querySelector('.unav-notifications')).not.toBeNull();
  expect(requests).not.toHaveBeenCalled();
  expect(sockets).not.toHaveBeenCalled();
});

it('leaves the host page\'s storage and cookies alone', async () => {
  localStorage.setItem('host', 'kept');
  await preview({ templates: { headerIn }, bootstrap: maya });
  await settle();
  expect(Object.keys(localStorage)).toEqual(['host']);
  expect(document.cookie).toBe('');
});

it('unmount empties the target and later updates do nothing', async () => {
  const handle = await preview({ templates: { headerIn }, bootstrap: maya });
  act(() => handle.unmount());
  expect(document.querySelector('#preview')?.childElementCount).toBe(0);
  await update(handle, { templates: { headerIn } });
  expect(document.querySelector('#preview')?.childElementCount).toBe(0);
});

it('a missing target is logged and gives a handle that does nothing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const handle = previewWith(previewComposition, '#nowhere', {});
  expect(error).toHaveBeenCalledWith('Universal navigation: preview target not found', '#nowhere');
  handle.update({});
  handle.unmount();
  error.mockRestore();
});
