// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../../test/createTestNavContext.ts';
import { createTestEnv } from '../../../test/testEnv.ts';
import { NavProvider } from '../../../engine/react/context/NavContext.tsx';
import { MaintenanceBanner } from './MaintenanceBanner.tsx';

function renderAt(url: string, readOnly: boolean) {
  const nav = createTestNavContext({ settings: { readOnly } });
  return render(
    <NavProvider nav={nav} env={createTestEnv({ url })}>
      <MaintenanceBanner />
    </NavProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('the maintenance banner shows on an editing page of a read-only product', () => {
  renderAt('https://market.example.com/channel/editApp/42', true);
  expect(screen.getByRole('region', { name: 'Maintenance' }).textContent).toBe(
    'This product is read-only during maintenance. Changes cannot be saved right now.',
  );
});

it('no maintenance banner when the product is editable or the page is not an editing page', () => {
  renderAt('https://market.example.com/channel/editApp/42', false);
  renderAt('https://market.example.com/home', true);
  expect(screen.queryByRole('region')).toBeNull();
});

it('the maintenance banner pushes fixed elements near the top down by 48px until it goes', () => {
  vi.useFakeTimers();
  try {
    const header = document.createElement('header');
    header.style.cssText = 'position: fixed; top: 0px';
    document.body.append(header);
    const { unmount } = renderAt('https://market.example.com/cms/products', true);
    expect(header.style.top).toBe('48px');
    // A fixed element the host renders after the banner is moved by a retry (SPEC §9: 5 x 400 ms).
    const late = document.createElement('nav');
    late.style.cssText = 'position: fixed; top: 0px';
    document.body.append(late);
    act(() => vi.advanceTimersByTime(400));
    expect(late.style.top).toBe('48px');
    unmount();
    expect([header.style.top, late.style.top]).toEqual(['0px', '0px']);
  } finally {
    vi.useRealTimers();
  }
});
