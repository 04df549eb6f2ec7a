import { getSignalsChannelName } from './getSignalsChannelName.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import type { SocketStatus } from '../signals/state.ts';
import { createSocketCoordinator, type ChannelLike, type LockManagerLike, type SocketReports } from './socketCoordinator.ts';
import { HEARTBEAT_MS, LEADER_SILENCE_MS, type SocketRole } from './state.ts';
import { createFakeChannels, createFakeLocks } from './tabSharing.testkit.ts';

const NAME = getSignalsChannelName('https://market.example.com', 'user-1');
const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };

interface Sharing {
  locks?: LockManagerLike;
  openChannel?: (name: string) => ChannelLike;
}

/** One tab: its coordinator, what it shows, and the socket it holds while leading. */
function createTab(sharing: Sharing, random = Math.random) {
  const tab = {
    counts: [] as SignalsCounts[],
    statuses: [] as SocketStatus[],
    role: null as SocketRole | null,
    socket: null as SocketReports | null,
    socketsOpened: 0,
  };
  const coordinator = createSocketCoordinator({
    name: NAME,
    ...sharing,
    timers,
    random,
    lead: (reports) => {
      tab.socket = reports;
      tab.socketsOpened += 1;
      return () => {
        tab.socket = null;
      };
    },
    onCounts: (counts) => tab.counts.push(counts),
    onStatus: (status) => tab.statuses.push(status),
    onRole: (role) => {
      tab.role = role;
    },
  });
  return Object.assign(tab, { coordinator });
}

const openSockets = (tabs: { socket: SocketReports | null }[]) => tabs.filter((tab) => tab.socket !== null).length;
/** Lets queued messages arrive (a message sent while one is handled is due 1 ms later under fake timers). */
const flush = () => vi.advanceTimersByTimeAsync(5);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('one socket per browser with Web Locks', () => {
  function browser() {
    const channels = createFakeChannels();
    return { locks: createFakeLocks(), openChannel: channels.open, channels };
  }

  it('five tabs hold one socket: the lock holder leads, the others follow', async () => {
    const sharing = browser();
    const tabs = Array.from({ length: 5 }, () => createTab(sharing));
    tabs.forEach((tab) => tab.coordinator.start());
    await flush();
    expect(openSockets(tabs)).toBe(1);
    expect(tabs.map((tab) => tab.role)).toEqual(['leader', 'follower', 'follower', 'follower', 'follower']);
    tabs.forEach((tab) => tab.coordinator.stop());
  });

  it('followers show the counts and the status the leader\'s socket reports', async () => {
    const sharing = browser();
    const [leader, ...followers] = Array.from({ length: 3 }, () => createTab(sharing));
    [leader!, ...followers].forEach((tab) => tab.coordinator.start());
    await flush();
    leader!.socket!.status('open');
    leader!.socket!.counts({ unreadCount: 4, hasUnreadMessages: true });
    await flush();
    for (const tab of [leader!, ...followers]) {
      expect(tab.statuses.at(-1)).toBe('open');
      expect(tab.counts.at(-1)).toEqual({ unreadCount: 4, hasUnreadMessages: true });
    }
  });

  it('a tab that joins later gets the leader\'s latest status and counts at once', async () => {
    const sharing = browser();
    const leader = createTab(sharing);
    leader.coordinator.start();
    await flush();
    leader.socket!.status('open');
    leader.socket!.counts({ unreadCount: 2 });
    leader.socket!.counts({ homeUpdatedCount: 7 });
    const late = createTab(sharing);
    late.coordinator.start();
    // Its hello, then the leader's answer.
    await flush();
    expect(late.statuses).toEqual(['open']);
    expect(late.counts).toEqual([{ unreadCount: 2, homeUpdatedCount: 7 }]);
    expect(late.socketsOpened).toBe(0);
  });

  it('when the leader\'s tab closes the next tab takes the lock and opens the socket at once', async () => {
    const sharing = browser();
    const tabs = Array.from({ length: 3 }, () => createTab(sharing));
    tabs.forEach((tab) => tab.coordinator.start());
    await flush();
    tabs[0]!.coordinator.stop();
    expect(tabs[0]!.socket).toBeNull();
    await flush();
    expect(tabs[1]!.role).toBe('leader');
    expect(openSockets(tabs)).toBe(1);
    tabs[1]!.socket!.counts({ unreadCount: 9 });
    await flush();
    expect(tabs[2]!.counts.at(-1)).toEqual({ unreadCount: 9 });
  });

  it('stop() before the lock came withdraws the request: that tab never leads', async () => {
    const sharing = browser();
    const leader = createTab(sharing);
    const gone = createTab(sharing);
    const next = createTab(sharing);
    [leader, gone, next].forEach((tab) => tab.coordinator.start());
    gone.coordinator.stop();
    leader.coordinator.stop();
    await flush();
    expect(gone.socketsOpened).toBe(0);
    expect(next.role).toBe('leader');
  });

  it('stop() closes the channel and leaves no timer', async () => {
    const sharing = browser();
    const tab = createTab(sharing);
    tab.coordinator.start();
    await flush();
    tab.coordinator.stop();
    await flush();
    expect(sharing.channels.openCount()).toBe(0);
    expect(sharing.locks.holders()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('one socket per browser without Web Locks: an election over BroadcastChannel', () => {
  it('tabs elect one leader, which keeps the socket while it sends heartbeats', async () => {
    const channels = createFakeChannels();
    const tabs = [0.1, 0.5, 0.9].map((draw) => createTab({ openChannel: channels.open }, () => draw));
    tabs.forEach((tab) => tab.coordinator.start());
    expect(openSockets(tabs)).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(openSockets(tabs)).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * LEADER_SILENCE_MS);
    expect(openSockets(tabs)).toBe(1);
    expect(tabs.reduce((sum, tab) => sum + tab.socketsOpened, 0)).toBe(1);
    tabs.forEach((tab) => tab.coordinator.stop());
    await flush();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('two leaders elected at once: the one with the smaller id keeps the socket', async () => {
    const channels = createFakeChannels();
    // The first draw makes the id, the later ones the waits: equal waits, so both claim together.
    const draws = (idDraw: number) => {
      let first = true;
      return () => (first ? ((first = false), idDraw) : 0.5);
    };
    const small = createTab({ openChannel: channels.open }, draws(0.25));
    const large = createTab({ openChannel: channels.open }, draws(0.75));
    small.coordinator.start();
    large.coordinator.start();
    await vi.advanceTimersByTimeAsync(1.5 * HEARTBEAT_MS + 0.5 * HEARTBEAT_MS);
    expect(small.socketsOpened + large.socketsOpened).toBe(2);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(openSockets([small, large])).toBe(1);
    expect(small.role).toBe('leader');
    expect(large.role).toBe('follower');
    small.coordinator.stop();
    large.coordinator.stop();
  });

  it('a leader that stops says so, and a follower takes over within one heartbeat', async () => {
    const channels = createFakeChannels();
    const tabs = [0.1, 0.5, 0.9].map((draw) => createTab({ openChannel: channels.open }, () => draw));
    tabs.forEach((tab) => tab.coordinator.start());
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    const leader = tabs.find((tab) => tab.role === 'leader')!;
    leader.coordinator.stop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(openSockets(tabs)).toBe(1);
    expect(leader.socket).toBeNull();
    tabs.forEach((tab) => tab.coordinator.stop());
  });

  it('a leader whose tab vanished without a word is replaced once its heartbeats stop', async () => {
    const channels = createFakeChannels();
    // The leader's channel goes quiet, as when its tab crashes: no bye, no more heartbeats.
    let crashed = false;
    const crashable = (name: string): ChannelLike => {
      const channel = channels.open(name);
      return {
        get onmessage() {
          return channel.onmessage;
        },
        set onmessage(handler) {
          channel.onmessage = handler;
        },
        postMessage: (message) => {
          if (!crashed) channel.postMessage(message);
        },
        close: () => channel.close(),
      };
    };
    const leader = createTab({ openChannel: crashable }, () => 0.1);
    leader.coordinator.start();
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(leader.role).toBe('leader');
    const follower = createTab({ openChannel: channels.open }, () => 0.5);
    follower.coordinator.start();
    await vi.advanceTimersByTimeAsync(3 * LEADER_SILENCE_MS);
    expect(follower.role).toBe('follower');
    crashed = true;
    await vi.advanceTimersByTimeAsync(LEADER_SILENCE_MS + HEARTBEAT_MS);
    expect(follower.role).toBe('leader');
    expect(follower.socketsOpened).toBe(1);
    leader.coordinator.stop();
    follower.coordinator.stop();
  });
});

/** Malformed messages any script of the origin could post on the channel. */
const FORGED: unknown[] = [
  { type: 'counts', counts: { unreadCount: 1e9 } },
  { type: 'counts', counts: { unreadCount: -2 } },
  { type: 'counts', counts: { unreadCount: 1.5 } },
  { type: 'counts', counts: { unreadCount: 'NaN' } },
  { type: 'counts', counts: { unreadCount: { nested: 1 } } },
  { type: 'counts' },
  { type: 'counts', counts: null },
  { type: 'status', status: 'hijacked' },
  { type: 'status' },
  'counts',
  null,
  [],
];

describe('messages from the channel are checked like socket frames', () => {
  it('a follower drops malformed messages and still shows well-formed ones', async () => {
    const channels = createFakeChannels();
    const sharing = { locks: createFakeLocks(), openChannel: channels.open };
    const leader = createTab(sharing);
    const follower = createTab(sharing);
    leader.coordinator.start();
    follower.coordinator.start();
    await flush();
    leader.socket!.status('open');
    leader.socket!.counts({ unreadCount: 3 });
    await flush();
    const shown = { counts: [...follower.counts], statuses: [...follower.statuses] };

    const forger = channels.open(NAME);
    for (const message of FORGED) forger.postMessage(message);
    await flush();
    expect({ counts: follower.counts, statuses: follower.statuses }).toEqual(shown);

    // The same channel carries a well-formed message: the check is what dropped the others.
    forger.postMessage({ type: 'counts', counts: { unreadCount: 5 } });
    await flush();
    expect(follower.counts.at(-1)).toEqual({ unreadCount: 5 });
  });

  it('without Web Locks, a heartbeat with a forged id does not make the leader give up its socket', async () => {
    const channels = createFakeChannels();
    const leader = createTab({ openChannel: channels.open }, () => 0.5);
    leader.coordinator.start();
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(leader.role).toBe('leader');
    const forger = channels.open(NAME);
    for (const id of ['', ' ', '!', { id: 0 }]) forger.postMessage({ type: 'heartbeat', id });
    await flush();
    expect(leader.role).toBe('leader');
    expect(leader.socket).not.toBeNull();
    // A heartbeat of a real tab with a smaller id does.
    forger.postMessage({ type: 'heartbeat', id: '0' });
    await flush();
    expect(leader.role).toBe('follower');
    leader.coordinator.stop();
  });
});

describe('one socket per tab when the browser can share nothing', () => {
  it('without BroadcastChannel every tab leads its own socket at once', () => {
    const tabs = Array.from({ length: 3 }, () => createTab({ locks: createFakeLocks() }));
    tabs.forEach((tab) => tab.coordinator.start());
    expect(openSockets(tabs)).toBe(3);
    expect(tabs.map((tab) => tab.role)).toEqual(['leader', 'leader', 'leader']);
    tabs.forEach((tab) => tab.coordinator.stop());
    expect(openSockets(tabs)).toBe(0);
  });

  it('with neither API every tab leads its own socket at once', () => {
    const tabs = Array.from({ length: 2 }, () => createTab({}));
    tabs.forEach((tab) => tab.coordinator.start());
    expect(openSockets(tabs)).toBe(2);
  });
});
