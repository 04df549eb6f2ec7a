// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { heldModule } from '../../test/heldModule.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createTestEnv } from '../../test/testEnv.ts';
import { createLazyWidget } from '../../ui/lazy/lazyWidget.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { MobileMenuStandIn } from './MobileMenuStandIn.tsx';

function renderLazyMobileMenu() {
  const held = heldModule({ MobileMenu });
  const LazyMobileMenu = createLazyWidget(held.lazy, (m) => m.MobileMenu, MobileMenuStandIn);
  const env = createTestEnv({ fetch: async () => new Response('[]', { headers: { 'content-type': 'application/json' } }) });
  renderInNav(<LazyMobileMenu />, { nav: createTestNavContext(), env });
  return held;
}

it('draws the hamburger as the menu does: a collapsed button that opens a dialog, named Menu', () => {
  renderLazyMobileMenu();
  const hamburger = screen.getByRole('button', { name: 'Menu' });
  expect([hamburger.getAttribute('aria-haspopup'), hamburger.getAttribute('aria-expanded'), hamburger.className]).toEqual([
    'dialog', 'false', 'unav-mobile-menu__hamburger',
  ]);
});

it('pressed before its code is there: busy, with a loading state; the menu opens once it comes, its focus inside', async () => {
  const user = userEvent.setup();
  const { arrive } = renderLazyMobileMenu();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('status', { name: 'Mobile menu' })).toBeTruthy();
  await arrive();
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  expect(dialog.hasAttribute('open')).toBe(true);
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(screen.queryByRole('status', { name: 'Mobile menu' })).toBeNull();
});

it('code that could not load: the stand-in says so and tries again, and the menu opens once it comes', async () => {
  const user = userEvent.setup();
  const { fail, arrive } = renderLazyMobileMenu();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await fail();
  expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
  expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-busy')).toBe('false');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await arrive();
  expect(screen.getByRole('dialog', { name: 'Menu' }).hasAttribute('open')).toBe(true);
  await act(async () => {});
});
