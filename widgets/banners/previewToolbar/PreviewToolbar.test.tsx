// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import type { NavContext } from '../../../engine/core/context/navContext.ts';
import { createMemoryCookies, createTestEnv } from '../../../test/testEnv.ts';
import { NavProvider } from '../../../engine/react/context/NavContext.tsx';
import { navigation } from '../page/navigation.ts';
import { PreviewToolbar } from './PreviewToolbar.tsx';

const DAY = 24 * 60 * 60 * 1000;
const themeVersion = JSON.stringify({ name: 'Spring <Sale>', publishedDate: Date.UTC(2026, 2, 14, 12), isLive: 'true' });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderToolbar({
  url,
  cookies = {},
  fetch = vi.fn(async () => json({})),
  displayMode = 'published',
}: {
  url: string;
  cookies?: Record<string, string>;
  fetch?: ReturnType<typeof vi.fn>;
  displayMode?: NavContext['displayMode'];
}) {
  const env = createTestEnv({ url, cookies: createMemoryCookies(cookies), fetch: fetch as unknown as typeof globalThis.fetch });
  const view = render(
    <NavProvider nav={createTestNavContext({ displayMode })} env={env}>
      <PreviewToolbar />
    </NavProvider>,
  );
  return { ...view, env, fetch };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

it('the theme preview toolbar shows the theme name, live indicator and published date', () => {
  renderToolbar({ url: 'https://market.example.com/home?builderThemeId=t-9', cookies: { builderVersion: themeVersion } });
  const toolbar = screen.getByRole('region', { name: 'Theme preview' });
  expect(toolbar.querySelector('.unav-preview-name')?.textContent).toBe('Spring <Sale>');
  expect(toolbar.textContent).toContain('Live');
  expect(toolbar.textContent).toMatch(/Published Mar 1[345], 2026/);
});

it('a theme preview continues on the next page from the builder theme and heartbeat cookies', () => {
  renderToolbar({ url: 'https://market.example.com/browse', cookies: { builderThemeId: 't-9', builderHeartbeat: 'true' } });
  expect(screen.getByRole('region', { name: 'Theme preview' })).toBeTruthy();
});

it("a host's own preview mode is not a builder preview", () => {
  renderToolbar({ url: 'https://market.example.com/home', displayMode: 'preview' });
  expect(screen.queryByRole('region')).toBeNull();
});

it('fullscreen is the default and pads the page by 63px; hide minimizes, stores the mode and removes the padding', async () => {
  const user = userEvent.setup();
  const { env } = renderToolbar({ url: 'https://market.example.com/home?builderThemeId=t-9', cookies: { builderVersion: themeVersion } });
  expect(document.body.style.paddingTop).toBe('63px');
  await user.click(screen.getByRole('button', { name: 'Hide preview toolbar' }));
  expect(screen.queryByRole('region')).toBeNull();
  expect(env.cookies.get('previewToolbarMode')).toBe('minimized');
  expect(document.body.style.paddingTop).toBe('');
  await user.click(screen.getByRole('button', { name: 'Show preview toolbar' }));
  expect(env.cookies.get('previewToolbarMode')).toBe('fullscreen');
  expect(screen.getByRole('region', { name: 'Theme preview' })).toBeTruthy();
});

it('the toolbar mode stored as minimized starts minimized', () => {
  renderToolbar({ url: 'https://market.example.com/home?builderThemeId=t-9', cookies: { previewToolbarMode: 'minimized' } });
  expect(screen.getByRole('button', { name: 'Show preview toolbar' })).toBeTruthy();
  expect(document.body.style.paddingTop).toBe('');
});

it('cancel on a theme preview removes the builder cookies and goes to /branding/themes', async () => {
  const { env } = renderToolbar({
    url: 'https://market.example.com/home?builderThemeId=t-9',
    cookies: { builderVersion: themeVersion, builderThemeId: 't-9', builderHeartbeat: 'true' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(assign).toHaveBeenCalledWith('https://market.example.com/branding/themes');
  expect(['builderVersion', 'builderThemeId', 'builderHeartbeat'].map((name) => env.cookies.get(name))).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(env.cookies.get('builderHeartbeat')).toBeUndefined();
});

it('the heartbeat cookie is set on page hide and unload while a preview is active, and no more after unmount', () => {
  const { env, unmount } = renderToolbar({ url: 'https://market.example.com/home?builderThemeId=t-9' });
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(env.cookies.get('builderHeartbeat')).toBe('true');
  env.cookies.remove('builderHeartbeat');
  act(() => void window.dispatchEvent(new Event('beforeunload')));
  expect(env.cookies.get('builderHeartbeat')).toBe('true');
  env.cookies.remove('builderHeartbeat');
  unmount();
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(env.cookies.get('builderHeartbeat')).toBeUndefined();
});

it('the product preview toolbar shows the product name and last-modified text', async () => {
  const fetch = vi.fn(async () => json({ name: 'Office Suite', lastModified: Date.parse('2026-11-22T12:00:00Z') - 2 * DAY }));
  const { env } = renderToolbar({ url: 'https://market.example.com/apps/42/office-suite?dev=CMS', fetch });
  const toolbar = screen.getByRole('region', { name: 'Product preview' });
  expect(await screen.findByText('Office Suite')).toBeTruthy();
  expect(toolbar.textContent).toContain('Last modified: 2 days ago');
  expect(fetch).toHaveBeenCalledWith('https://market.example.com/api/marketplace/v1/products/42.json', expect.anything());
  expect(JSON.parse(env.cookies.get('productPreview') ?? 'null')).toEqual({ productId: '42', portal: 'cms' });
});

it('a network preview reads the customization and cancel returns to the customize page', async () => {
  const fetch = vi.fn(async () => json({ name: 'Chat for Teams', lastModified: Date.parse('2026-11-22T08:00:00Z') }));
  renderToolbar({ url: 'https://market.example.com/apps/42?dev=CUSTOMIZE', fetch });
  expect(await screen.findByText('Last modified: Today')).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith(
    'https://market.example.com/api/channel/v1/customizations/preview.json?applicationId=42&locale=en-US',
    expect.anything(),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(assign).toHaveBeenCalledWith('https://market.example.com/channel/customizeApp/42');
});

it('a failed product call shows the toolbar without name or date', async () => {
  const fetch = vi.fn(async () => json({ name: 'Secret' }, 404));
  renderToolbar({ url: 'https://market.example.com/apps/42?dev=CHANNEL', fetch });
  const toolbar = screen.getByRole('region', { name: 'Product preview' });
  await vi.waitFor(() => expect(toolbar.getAttribute('aria-busy')).toBe('false'));
  expect(toolbar.textContent).not.toContain('Secret');
  expect(toolbar.textContent).not.toContain('Last modified');
});

it('a stored product preview continues on the next page while the heartbeat is live; unknown portal cancels to /home', async () => {
  renderToolbar({
    url: 'https://market.example.com/apps/42/pricing',
    cookies: { builderHeartbeat: 'true', productPreview: '{"productId":"42"}' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(assign).toHaveBeenCalledWith('https://market.example.com/home');
});

it('without a live session the builder cookies are removed and no toolbar shows', () => {
  const { env } = renderToolbar({
    url: 'https://market.example.com/home',
    cookies: { builderVersion: themeVersion, productPreview: '{"productId":"42","portal":"cms"}', previewToolbarMode: 'minimized' },
  });
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(env.cookies.get('builderVersion')).toBeUndefined();
  expect(env.cookies.get('productPreview')).toBeUndefined();
  expect(env.cookies.get('previewToolbarMode')).toBeUndefined();
});

it('a different product in the path ends the stored preview', () => {
  const { env } = renderToolbar({
    url: 'https://market.example.com/apps/77',
    cookies: { builderHeartbeat: 'true', productPreview: '{"productId":"42","portal":"cms"}' },
  });
  expect(screen.queryByRole('region')).toBeNull();
  expect(env.cookies.get('productPreview')).toBeUndefined();
  expect(env.cookies.get('builderHeartbeat')).toBeUndefined();
});

it('an admin page ends the preview', () => {
  const { env } = renderToolbar({
    url: 'https://market.example.com/channel/editApp/42',
    cookies: { builderHeartbeat: 'true', productPreview: '{"productId":"42","portal":"channel"}' },
  });
  expect(screen.queryByRole('region')).toBeNull();
  expect(env.cookies.get('productPreview')).toBeUndefined();
});
