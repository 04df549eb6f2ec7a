// @vitest-environment jsdom
import { act, render, within } from '@testing-library/react';
import { createTestNavContext } from '../../test/createTestNavContext.ts';
import { createTestEnv } from '../../test/testEnv.ts';
import { NavProvider } from '../../engine/react/context/NavContext.tsx';
import { FakeWebSocket } from '../../services/signals/fakeWebSocket.testkit.ts';
import { getSignalsChannelName } from '../../services/tabs/getSignalsChannelName.ts';
import { signalsLoaded } from './signalsLoaded.testkit.ts';
import { Notifications } from './Notifications.tsx';
import { PING_INTERVAL_MS } from '../../services/signals/state.ts';
import { createFakeChannels, createFakeLocks } from '../../services/tabs/tabSharing.testkit.ts';

const COUNTS = {
  type: 'MESSAGE',
  payload: { 'appwise-team': { self: { unreadCount: 3, hasUnreadMessages: true } }, 'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 2 }] },
};

/** A tab: its own nav root in the one jsdom document, which stands for the browser. */
async function openTab() {
  const env = createTestEnv({ fetch: async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }) });
  const nav = createTestNavContext({ config: { token: 'tok' } });
  const view = render(
    <NavProvider nav={nav} env={env}>
      <Notifications WebSocket={FakeWebSocket} />
    </NavProvider>,
  );
  await signalsLoaded();
  return { ...view, messages: () => within(view.container).getAllByRole('link')[1]!.getAttribute('aria-label') };
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(5));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('tabs sharing one signals socket', () => {
  let channels: ReturnType<typeof createFakeChannels>;
  beforeEach(() => {
    channels = createFakeChannels();
    Object.defineProperty(navigator, 'locks', { value: createFakeLocks(), configurable: true });
    vi.stubGlobal('BroadcastChannel', function FakeBroadcastChannel(name: string) {
      return channels.open(name);
    });
  });

  it('two tabs of one browser hold one socket, and the follower shows the leader\'s counts', async () => {
    const leader = await openTab();
    const follower = await openTab();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(leader.container.querySelector('[data-socket]')?.getAttribute('data-socket')).toBe('leader');
    expect(follower.container.querySelector('[data-socket]')?.getAttribute('data-socket')).toBe('follower');
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().receive(COUNTS));
    await settle();
    expect(leader.messages()).toBe('Messages, 3 unread');
    expect(follower.messages()).toBe('Messages, 3 unread');
  });

  it('when the leader\'s tab goes, the follower opens the socket at once', async () => {
    const leader = await openTab();
    const follower = await openTab();
    await settle();
    act(() => FakeWebSocket.latest().open());
    leader.unmount();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[0]!.closed).toBe(true);
    expect(follower.container.querySelector('[data-socket]')?.getAttribute('data-socket')).toBe('leader');
  });

  it('a malformed message another script posts on the channel changes no badge and throws nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    await openTab();
    const follower = await openTab();
    await settle();
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().receive(COUNTS));
    await settle();
    expect(follower.messages()).toBe('Messages, 3 unread');

    const { config, user } = createTestNavContext();
    const forger = channels.open(getSignalsChannelName(config.marketUrl, user.id ?? ''));
    forger.postMessage({ type: 'counts' });
    forger.postMessage({ type: 'counts', counts: { unreadCount: 1e9, hasUnreadMessages: 'yes' } });
    forger.postMessage({ type: 'status', status: 'hijacked' });
    await settle();
    expect(follower.messages()).toBe('Messages, 3 unread');
    expect(errors).not.toHaveBeenCalled();

    // The same channel carries a well-formed message to the follower.
    forger.postMessage({ type: 'counts', counts: { unreadCount: 6 } });
    await settle();
    expect(follower.messages()).toBe('Messages, 6 unread');
  });
});

describe('no socket while the page is hidden or offline', () => {
  beforeEach(() => {
    vi.stubGlobal('BroadcastChannel', undefined);
  });

  it('a hidden tab opens no socket until it is shown', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await openTab();
    await act(() => vi.advanceTimersByTimeAsync(10 * PING_INTERVAL_MS));
    expect(FakeWebSocket.instances).toHaveLength(0);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('no reconnecting while offline; the socket reconnects on the online event', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await openTab();
    act(() => FakeWebSocket.latest().open());
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => FakeWebSocket.latest().drop());
    await act(() => vi.advanceTimersByTimeAsync(10 * PING_INTERVAL_MS));
    expect(FakeWebSocket.instances).toHaveLength(1);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
