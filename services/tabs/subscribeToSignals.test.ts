import { createFakePresence } from '../fakePresence.testkit.ts';
import { FakeWebSocket } from '../signals/fakeWebSocket.testkit.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import { PING_INTERVAL_MS, type SocketStatus } from '../signals/state.ts';
import type { SocketRole } from './state.ts';
import { subscribeToSignals, type TabSharing } from './subscribeToSignals.ts';
import { createFakeChannels, createFakeLocks } from './tabSharing.testkit.ts';

const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };
const COUNTS = { type: 'MESSAGE', payload: { 'appwise-team': { self: { unreadCount: 3, hasUnreadMessages: true } } } };

/** One tab of the browser `sharing` stands for: what it shows, and how it leaves. */
function openTab(sharing: TabSharing, presence = createFakePresence()) {
  const shown = { counts: [] as SignalsCounts[], statuses: [] as SocketStatus[], role: null as SocketRole | null };
  const leave = subscribeToSignals(
    { marketUrl: 'https://market.example.com', token: 'tok', userId: 'user-1', WebSocket: FakeWebSocket, presence, timers, sharing },
    { counts: (counts) => shown.counts.push(counts), status: (status) => shown.statuses.push(status), role: (role) => (shown.role = role) },
  );
  return { shown, leave };
}

const settle = () => vi.advanceTimersByTimeAsync(5);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the signals as the tabs of one browser share them', () => {
  it('two tabs: one socket, at the signals address, held by the leader; both show its counts; the follower takes over when the leader leaves', async () => {
    const sharing = { locks: createFakeLocks(), openChannel: createFakeChannels().open };
    const leader = openTab(sharing);
    const follower = openTab(sharing);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toMatch(/^wss:\/\/market\.example\.com\/api\/appwise\/v1\/signals\/\?d=/);
    expect([leader.shown.role, follower.shown.role]).toEqual(['leader', 'follower']);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive(COUNTS);
    await settle();
    expect(follower.shown.statuses.at(-1)).toBe('open');
    expect(follower.shown.counts.at(-1)).toEqual({ unreadCount: 3, hasUnreadMessages: true });

    leader.leave();
    await settle();
    expect(FakeWebSocket.instances[0]!.closed).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(follower.shown.role).toBe('leader');
    follower.leave();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a hidden tab joins nothing and opens no socket until it is shown; offline, its socket waits to be back online', async () => {
    const presence = createFakePresence({ visible: false, online: false });
    const tab = openTab({ locks: undefined, openChannel: undefined }, presence);
    await vi.advanceTimersByTimeAsync(10 * PING_INTERVAL_MS);
    expect(tab.shown.role).toBeNull();
    presence.set({ visible: true });
    expect(tab.shown.role).toBe('leader');
    expect(FakeWebSocket.instances).toHaveLength(0);
    presence.set({ online: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
    tab.leave();
    expect(presence.listenerCount()).toBe(0);
  });
});
