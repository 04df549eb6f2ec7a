// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { heldModule } from '../../test/heldModule.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createTestEnv } from '../../test/testEnv.ts';
import { createLazyWidget } from '../../ui/lazy/lazyWidget.tsx';
import { MyApps } from './MyApps.tsx';
import { MyAppsStandIn } from './MyAppsStandIn.tsx';

const apps = [{ name: 'Mail', imageUrl: '', launchUrl: 'https://mail.example.com', userEntitlementStatus: 'ACTIVE' }];

function renderLazyMyApps(nav = createTestNavContext()) {
  const held = heldModule({ MyApps });
  const LazyMyApps = createLazyWidget(held.lazy, (m) => m.MyApps, MyAppsStandIn);
  const env = createTestEnv({ fetch: async () => new Response(JSON.stringify(apps), { headers: { 'content-type': 'application/json' } }) });
  renderInNav(<LazyMyApps />, { nav, env });
  return held;
}

it('draws the launcher trigger for the users My Apps is for, and nothing for a logged-out one', () => {
  renderLazyMyApps();
  const trigger = screen.getByRole('button', { name: 'My Apps' });
  expect([trigger.className, trigger.getAttribute('aria-haspopup'), trigger.getAttribute('aria-expanded')]).toEqual(['unav-myapps__trigger', 'menu', 'false']);
  document.body.innerHTML = '';
  renderLazyMyApps(createTestNavContext({ user: { state: 'loggedout' } }));
  expect(screen.queryByRole('button', { name: 'My Apps' })).toBeNull();
});

it('a click before the launcher is there: loading, then the launcher open, its focus inside', async () => {
  const user = userEvent.setup();
  const { arrive } = renderLazyMyApps();
  await user.click(screen.getByRole('button', { name: 'My Apps' }));
  expect(screen.getByRole('status', { name: 'Loading applications' })).toBeTruthy();
  await arrive();
  const menu = await screen.findByRole('menu', { name: 'My Apps' });
  expect(menu.contains(document.activeElement)).toBe(true);
  expect(await screen.findByRole('menuitem', { name: /Mail/ })).toBeTruthy();
});
