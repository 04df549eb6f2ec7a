import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestNavContext } from './createTestNavContext.ts';
import type { NavContext } from '../engine/core/context/navContext.ts';
import { createTestEnv, type TestEnv } from './testEnv.ts';
import { NavProvider } from '../engine/react/context/NavContext.tsx';
import { PlaceholderRegistryProvider } from '../engine/react/registry/PlaceholderRegistryProvider.tsx';
import { defaultPlaceholders } from '../runtime/composition/defaultPlaceholders.tsx';

/** Renders UI inside a NavProvider with a test context and environment. */
export function renderWithNav(ui: ReactNode, options: { nav?: NavContext; env?: TestEnv } = {}) {
  const nav = options.nav ?? createTestNavContext();
  const env = options.env ?? createTestEnv();
  const result = render(
    <NavProvider nav={nav} env={env}>
      <PlaceholderRegistryProvider defaults={defaultPlaceholders}>{ui}</PlaceholderRegistryProvider>
    </NavProvider>,
  );
  return { ...result, nav, env };
}
