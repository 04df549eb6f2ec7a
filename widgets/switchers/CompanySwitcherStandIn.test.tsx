// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { heldModule } from '../../test/heldModule.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createLazyWidget, type HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';
import { CompanySwitcherStandIn } from './CompanySwitcherStandIn.tsx';

const memberships = [
  { company: { uuid: 'company-1', name: 'Acme Corporation International' } },
  { company: { uuid: 'company-2', name: 'Globex' } },
];

function lazySwitcher() {
  const navigation = { assignLocation: vi.fn(), reloadPage: vi.fn() };
  const held = heldModule({ CompanySwitcher: (props: HandoverProps) => <CompanySwitcher navigation={navigation} {...props} /> });
  return { ...held, LazySwitcher: createLazyWidget(held.lazy, (m) => m.CompanySwitcher, CompanySwitcherStandIn) };
}

it('shows the current company as the switcher does, its full name in the title; nothing with one membership', () => {
  const { LazySwitcher } = lazySwitcher();
  const { unmount } = renderInNav(<LazySwitcher />, { nav: createTestNavContext({ memberships }) });
  const trigger = screen.getByRole('button', { name: 'Switch company: Acme Corporation International' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.querySelector('.unav-company-name')?.getAttribute('title')).toBe('Acme Corporation International');
  unmount();
  renderInNav(<LazySwitcher />, { nav: createTestNavContext({ memberships: memberships.slice(0, 1) }) });
  expect(screen.queryByRole('button', { name: /Switch company/ })).toBeNull();
});

it('ArrowDown before the switcher is there: it opens on its first company once it comes', async () => {
  const { LazySwitcher, arrive } = lazySwitcher();
  renderInNav(<LazySwitcher />, { nav: createTestNavContext({ memberships }) });
  fireEvent.keyDown(screen.getByRole('button', { name: /Switch company/ }), { key: 'ArrowDown' });
  await arrive();
  const menu = screen.getByRole('menu');
  expect(document.activeElement).toBe(within(menu).getAllByRole('menuitemradio')[0]);
});
