// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
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
