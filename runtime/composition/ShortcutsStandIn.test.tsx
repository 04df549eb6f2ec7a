// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { renderInNav } from '../../test/renderInNav.tsx';
import { createTestEnv } from '../../test/testEnv.ts';
import { ShortcutsStandIn } from './ShortcutsStandIn.tsx';
import { Shortcuts } from './Shortcuts.tsx';

/** Each link as a user meets it: its name, title and address. */
const links = () => screen.queryAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('title'), link.getAttribute('href')]);

it('draws the notification icons and shortcuts as the live ones, without counters and with no socket', () => {
  const nav = createTestNavContext({ config: { partner: 'APPDIRECT' } });
  const env = createTestEnv();
  const { unmount } = renderInNav(<ShortcutsStandIn />, { nav, env });
  const standIn = links();
  expect(standIn.map(([name]) => name)).toEqual(expect.arrayContaining(['Home', 'Messages']));
  expect(document.querySelector('.unav-notifications__badge')).toBeNull();
  unmount();
  renderInNav(<Shortcuts WebSocket={null} />, { nav, env });
  expect(links()).toEqual(standIn);
});

it('no home and messages icons where notifications are not enabled (no user), as on the live widget', () => {
  renderInNav(<ShortcutsStandIn />, { nav: createTestNavContext({ user: { id: undefined, state: 'loggedout' } }) });
  expect(links().map(([name]) => name)).not.toContain('Home');
});
