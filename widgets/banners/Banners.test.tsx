// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createMemoryCookies, createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { Banners } from './Banners.tsx';

afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute('style');
});

it('renders every banner that applies, and none otherwise', () => {
  vi.useFakeTimers();
  const env = createTestEnv({
    url: 'https://market.example.com/channel/editApp/42',
    cookies: createMemoryCookies({ desktopVersion: '1' }),
  });
  const nav = createTestNavContext({ settings: { readOnly: true }, user: { impersonated: true } });
  const { container } = render(
    <NavProvider nav={nav} env={env}>
      <Banners userAgent="Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148" />
    </NavProvider>,
  );
  act(() => vi.advanceTimersByTime(300));
  expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
    'Maintenance',
    'Mobile site',
    'Impersonation',
  ]);
  expect(container.firstElementChild?.className).toBe('unav-banners');
});

it('a plain page shows no banner', () => {
  render(
    <NavProvider nav={createTestNavContext()} env={createTestEnv()}>
      <Banners userAgent="Mozilla/5.0 (Windows NT 10.0; Win64; x64)" />
    </NavProvider>,
  );
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});
