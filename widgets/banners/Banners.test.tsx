// @vitest-environment jsdom
import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createMemoryCookies, createTestEnv, type TestEnv } from '../../test/testEnv.ts';
import type { NavContext } from '../../engine/core/context/navContext.ts';
import { PREVIEW_COOKIES } from '../../engine/core/display/previewCookies.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { Banners, type SessionBannerParts } from './Banners.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';

afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute('style');
  document.body.innerHTML = '';
});

/** The session banners as the composition gives them: lazy components of their chunk. */
const sessionBanners: SessionBannerParts = {
  PreviewToolbar: lazy(() => import('./sessionBanners.ts').then((banners) => ({ default: banners.PreviewToolbar }))),
  ImpersonationBanner: lazy(() => import('./sessionBanners.ts').then((banners) => ({ default: banners.ImpersonationBanner }))),
};

function renderBanners(nav: NavContext, env: TestEnv, userAgent = DESKTOP) {
  return render(
    <NavProvider nav={nav} env={env}>
      <Banners sessionBanners={sessionBanners} userAgent={userAgent} />
    </NavProvider>,
  );
}

/** The session banners' chunk arrives (React.lazy's import settles). */
const chunkArrives = () => act(async () => void (await import('./sessionBanners.ts')));

function fixedAtTop(tag: string): HTMLElement {
  const element = document.createElement(tag);
  element.style.cssText = 'position: fixed; top: 0px';
  document.body.append(element);
  return element;
}

it('renders the maintenance and mobile-site banners at once, and the impersonation banner from its chunk into the box it holds', async () => {
  vi.useFakeTimers();
  const env = createTestEnv({ url: 'https://market.example.com/channel/editApp/42', cookies: createMemoryCookies({ desktopVersion: '1' }) });
  const nav = createTestNavContext({ settings: { readOnly: true }, user: { impersonated: true } });
  const { container } = renderBanners(nav, env, IPHONE);
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Maintenance', 'Mobile site']);
  const box = container.querySelector('.unav-impersonation-banner');
  expect([box?.getAttribute('aria-hidden'), box?.textContent]).toEqual(['true', '']);
  await chunkArrives();
  act(() => vi.advanceTimersByTime(300));
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Maintenance', 'Mobile site', 'Impersonation']);
  expect(container.querySelectorAll('.unav-impersonation-banner')).toHaveLength(1);
  expect(container.firstElementChild?.className).toBe('unav-banners');
});

it('a plain page shows no banner and asks for none', () => {
  const { container } = renderBanners(createTestNavContext(), createTestEnv());
  expect(container.innerHTML).toBe('<div class="unav-banners"></div>');
});

it('a preview session, or builder cookies to clear, asks for the banners', async () => {
  const env = createTestEnv({ url: 'https://market.example.com/home', cookies: createMemoryCookies({ [PREVIEW_COOKIES.builderThemeId]: '7' }) });
  renderBanners(createTestNavContext(), env);
  await chunkArrives();
  // No session (no heartbeat): the toolbar's code cleared its cookies.
  expect(env.cookies.get(PREVIEW_COOKIES.builderThemeId)).toBeUndefined();
});

it('the page\'s fixed elements move down 48px with the boxes at once, retried 5 times at 400 ms, and come back when the banner goes', async () => {
  vi.useFakeTimers();
  const header = fixedAtTop('header');
  const env = createTestEnv({ url: 'https://market.example.com/cms/products' });
  const { rerender, unmount } = renderBanners(createTestNavContext({ settings: { readOnly: true } }), env);
  // Before the banners' code is there, and before any words show.
  expect(header.style.top).toBe('48px');
  const late = fixedAtTop('nav');
  act(() => vi.advanceTimersByTime(400 * 5));
  expect(late.style.top).toBe('48px');
  const tooLate = fixedAtTop('div');
  act(() => vi.advanceTimersByTime(400 * 3));
  expect(tooLate.style.top).toBe('0px');
  rerender(
    <NavProvider nav={createTestNavContext({ settings: { readOnly: false } })} env={env}>
      <Banners sessionBanners={sessionBanners} userAgent={DESKTOP} />
    </NavProvider>,
  );
  expect([header.style.top, late.style.top]).toEqual(['0px', '0px']);
  unmount();
});

it('an impersonated user, or a cached one not confirmed yet, moves them too', () => {
  const header = fixedAtTop('header');
  const { unmount } = renderBanners(createTestNavContext({ impersonationBoxKept: true }), createTestEnv());
  expect(header.style.top).toBe('48px');
  unmount();
  expect(header.style.top).toBe('0px');
});
