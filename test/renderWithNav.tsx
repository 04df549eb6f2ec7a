import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestNavContext } from '../engine/core/context/createTestNavContext.ts';
import type { NavContext } from '../engine/core/context/types.ts';
import { createTestEnv, type TestEnv } from '../engine/core/testEnv.ts';
import { NavProvider } from '../engine/react/NavProvider.tsx';
import { PlaceholderRegistryProvider } from '../engine/react/PlaceholderRegistryProvider.tsx';

/** Renders UI inside a NavProvider with a test context and environment. */
export function renderWithNav(ui: ReactNode, options: { nav?: NavContext; env?: TestEnv } = {}) {
  const nav = options.nav ?? createTestNavContext();
  const env = options.env ?? createTestEnv();
  const result = render(
    <NavProvider nav={nav} env={env}>
      <PlaceholderRegistryProvider>{ui}</PlaceholderRegistryProvider>
    </NavProvider>,
  );
  return { ...result, nav, env };
}
