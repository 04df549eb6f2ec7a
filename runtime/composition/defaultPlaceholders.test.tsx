// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import type { NavigationKind } from '../../engine/core/context/navContext.ts';
import { TemplateView } from '../../engine/react/template/TemplateView.tsx';
import { renderWithNav } from '../../test/renderWithNav.tsx';
import { headerWidgets } from './lazyWidgets.ts';

// The header's widgets are a chunk loaded on demand: here it is there from the start.
beforeAll(() => headerWidgets.load());

const TEMPLATE = '<div>{{logo}} {{cart}} {{myApps}} {{notifications}} {{mobileMenu}} {{userList}}</div>';
const WIDGETS = ['.unav-cart', '.unav-myapps', '.unav-notifications', '.unav-mobile-menu'];

async function renderHeader(navigation: NavigationKind) {
  const nav = createTestNavContext({ navigation, settings: { capabilities: ['CUSTOMER_APPLICATION_MANAGEMENT'], universalTheme: true } });
  const { container } = renderWithNav(<TemplateView name="headerIn" fallback="" template={TEMPLATE} />, { nav });
  // The widgets' first calls (cart, My Apps ...) settle before the checks.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

describe('the standard widgets follow the navigation choice (SPEC §4)', () => {
  it('render with the standard navigation', async () => {
    const header = await renderHeader('standard');
    // On a loaded machine a widget's first render may come a few tasks later.
    await waitFor(() => expect(WIDGETS.filter((selector) => header.querySelector(selector))).toEqual(WIDGETS));
  });

  it.each(['merchant', 'partner'] as const)('give way to the %s navigation; the logo and user menu stay', async (navigation) => {
    const header = await renderHeader(navigation);
    expect(WIDGETS.filter((selector) => header.querySelector(selector))).toEqual([]);
    expect(header.querySelector('a.unav-logo, a[href$="/myapps"]')).not.toBeNull();
    expect(header.querySelector('[aria-haspopup="menu"]')).not.toBeNull();
  });
});
