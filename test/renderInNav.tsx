import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTestNavContext } from './createTestNavContext.ts';
import type { NavContext } from '../engine/core/context/navContext.ts';
import { createTestEnv, type TestEnv } from './testEnv.ts';
import { NavProvider } from '../engine/react/context/NavContext.tsx';
import { DropdownGroup } from '../ui/DropdownGroup.tsx';

/** Renders header widgets the way the header does: inside the nav provider and one dropdown group. */
export function renderInNav(ui: ReactElement, options: { nav?: NavContext; env?: TestEnv } = {}) {
  const nav = options.nav ?? createTestNavContext();
  const env = options.env ?? createTestEnv();
  const result = render(
    <NavProvider nav={nav} env={env}>
      <DropdownGroup>
        {ui}
        <button type="button">Outside</button>
        <p>Page body</p>
      </DropdownGroup>
    </NavProvider>,
  );
  return { ...result, nav, env };
}
