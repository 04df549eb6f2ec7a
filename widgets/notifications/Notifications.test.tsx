// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { builtInTexts } from '../../engine/core/translations/builtInTexts.ts';
import { createTranslator } from '../../engine/core/translations/createTranslator.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { FakeWebSocket } from '../../services/signals/fakeWebSocket.testkit.ts';
import { signalsLoaded } from './signalsLoaded.testkit.ts';
import { Notifications, type NotificationsProps } from './Notifications.tsx';


async function setup(props: NotificationsProps = {}, navOverrides: Parameters<typeof createTestNavContext>[0] = {}, url?: string) {
  const calls: string[] = [];
  const env = createTestEnv({
    ...(url ? { url } : {}),
    fetch: async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ zendeskAccount: 'acme', zendeskToken: 'jwt' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  const nav = createTestNavContext({ config: { token: 'tok' }, ...navOverrides });
  const view = render(
    <NavProvider nav={nav} env={env}>
      <Notifications WebSocket={FakeWebSocket} {...props} />
    </NavProvider>,
  );
  await signalsLoaded();
  return { ...view, calls };
}

function serverSends(frame: unknown) {
  act(() => FakeWebSocket.latest().receive(frame));
}

const counts = (unreadCount: number, hasUnreadMessages: boolean, home: number) => ({
  type: 'MESSAGE',
  payload: {
    'appwise-team': { self: { unreadCount, hasUnreadMessages } },
    'appwise-feeds': [{ type: 'HOME', updatedResourceCount: home }],
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  // jsdom has BroadcastChannel but not Web Locks: without both the widget keeps its own socket,
  // which these tests drive. Sharing one socket between tabs is tested in Notifications.sharing.test.tsx.
  vi.stubGlobal('BroadcastChannel', undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Notifications', () => {
  it('links home to /appwise and messages to /appwise/messages; the support-chat token is not its call', async () => {
    const { calls } = await setup();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('https://market.example.com/appwise');
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      'https://market.example.com/appwise/messages',
    );
    await act(async () => {});
    // widgets/supportChat asks for the token, once per page.
    expect(calls).toEqual([]);
  });

  it('opens the signals socket with the encoded token and market URL', async () => {
    await setup();
    const url = new URL(FakeWebSocket.latest().url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://market.example.com/api/appwise/v1/signals/');
    expect(JSON.parse(url.searchParams.get('d') ?? '')).toEqual({ token: 'tok', marketUrl: 'https://market.example.com' });
  });

  it('badges show only when active, with the count in the accessible name', async () => {
    await setup();
    serverSends(counts(3, true, 2));
    // Counts arrived but the socket is not open yet: no badges.
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
    act(() => FakeWebSocket.latest().open());
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' }).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Home, 2 updated' }).textContent).toBe('2');
  });

  it('the unread badge is support-chat unread plus signals unread, 9+ above 9', async () => {
    await setup({ supportChatUnread: 4 });
    act(() => FakeWebSocket.latest().open());
    serverSends(counts(6, true, 15));
    expect(screen.getByRole('link', { name: 'Messages, 9+ unread' }).textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Home, 9+ updated' }).textContent).toBe('9+');
  });

  it('the badge labels take the locale\'s plural form of the count (9+ reads as many)', async () => {
    const french = createTranslator({
      ...builtInTexts,
      'unav.notifications.unread.one': '{0}, {1} non lu',
      'unav.notifications.unread.other': '{0}, {1} non lus',
    }, 'fr-CA');
    await setup({ messagesLabel: 'Messages' }, { t: french });
    act(() => FakeWebSocket.latest().open());
    serverSends(counts(1, true, 0));
    expect(screen.getByRole('link', { name: 'Messages, 1 non lu' })).toBeTruthy();
    serverSends(counts(12, true, 0));
    expect(screen.getByRole('link', { name: 'Messages, 9+ non lus' })).toBeTruthy();
  });

  it('a dot when the sum is 0 but there are unread messages', async () => {
    await setup();
    act(() => FakeWebSocket.latest().open());
    serverSends(counts(0, true, 0));
    const link = screen.getByRole('link', { name: 'Messages, new messages' });
    expect(link.querySelector('[data-kind="dot"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).textContent).toBe('');
  });

  it('messages are labelled Sales and Tech Support for a RESELLER on an AppSmart host', async () => {
    await setup({}, { user: { roles: ['RESELLER'] } }, 'https://marketplace.appsmart.com/home');
    expect(screen.getByRole('link', { name: 'Sales and Tech Support' }).getAttribute('href')).toBe(
      'https://market.example.com/appwise/messages',
    );
  });

  it('the messages label can be given', async () => {
    await setup({ messagesLabel: 'Sales and Tech Support' });
    expect(screen.getByRole('link', { name: 'Sales and Tech Support' })).toBeTruthy();
  });

  it('is not shown, and opens no socket, when notifications are not enabled', async () => {
    const { container, calls } = await setup({}, { config: { partner: 'ACME' }, settings: {} });
    expect(container.innerHTML).toBe('');
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('WebSocket null (a preview) shows the icons with no socket and no channel to other tabs', async () => {
    const channels = vi.fn();
    vi.stubGlobal('BroadcastChannel', channels);
    await setup({ WebSocket: null });
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(channels).not.toHaveBeenCalled();
  });

  it('unmount closes the socket and leaves no timer', async () => {
    const { unmount } = await setup();
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    unmount();
    expect(socket.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('icons with badges have no accessibility violations (axe)', async () => {
    const { container } = await setup();
    act(() => FakeWebSocket.latest().open());
    serverSends(counts(2, true, 1));
    expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
    // axe schedules its work with real timers; colour contrast needs a layout engine.
    vi.useRealTimers();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
