import type { PagePresence } from '../../engine/browser/pagePresence.ts';
import { createFakePresence } from '../fakePresence.testkit.ts';
import { FakeWebSocket } from './fakeWebSocket.testkit.ts';
import type { SignalsCounts } from './parseSignalsFrame.ts';
import { SignalsSocket } from './signalsSocket.ts';
import { PING_INTERVAL_MS, type SocketStatus } from './state.ts';

const PING = JSON.stringify({ type: 'PING' });

/** A draw of 0 makes the jittered wait the full interval: SPEC §9's timing, for the tests of it. */
function createMachine(options: { random?: () => number; presence?: PagePresence } = {}) {
  const counts: SignalsCounts[] = [];
  const statuses: SocketStatus[] = [];
  const machine = new SignalsSocket({
    url: 'wss://market.example.com/api/appwise/v1/signals/?d=x',
    WebSocket: FakeWebSocket,
    // Looked up at call time, so vitest's fake timers are the ones used.
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
    onCounts: (c) => counts.push(c),
    onStatus: (s) => statuses.push(s),
    random: options.random ?? (() => 0),
    ...(options.presence ? { presence: options.presence } : {}),
  });
  return { machine, counts, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('signals socket', () => {
  it('opens the socket at the given URL and pings every 35000 ms while PONGs come back', () => {
    const { machine, statuses } = createMachine();
    machine.start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('wss://market.example.com/api/appwise/v1/signals/?d=x');
    socket.open();
    expect(statuses).toEqual(['connecting', 'open']);
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([PING]);
    socket.receive({ type: 'PONG' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    socket.receive({ type: 'PONG' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent).toEqual([PING, PING, PING]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    machine.stop();
  });

  it('stop() on a socket still connecting closes it once it opens, and opens no other', () => {
    const { machine, counts } = createMachine();
    machine.start();
    const connecting = FakeWebSocket.latest();
    machine.stop();
    expect(connecting.closed).toBe(false);
    connecting.open();
    expect(connecting.closed).toBe(true);
    connecting.receive({ type: 'MESSAGE', payload: {} });
    expect(counts).toEqual([]);
    expect(connecting.sent).toEqual([]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no PONG before the next ping: the socket is closed and a new one opened', () => {
    const { machine } = createMachine();
    machine.start();
    const first = FakeWebSocket.latest();
    first.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.sent).toEqual([PING]);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(first.closed).toBe(true);
    expect(first.sent).toEqual([PING]);
    expect(FakeWebSocket.instances).toHaveLength(2);
    machine.stop();
  });

  it('the ping interval doubles each time the socket is restarted', () => {
    const { machine } = createMachine();
    machine.start();
    FakeWebSocket.latest().open();
    vi.advanceTimersByTime(2 * PING_INTERVAL_MS); // ping, then no PONG: restart
    expect(machine.intervalMs).toBe(70_000);
    const second = FakeWebSocket.latest();
    second.open();
    vi.advanceTimersByTime(69_999);
    expect(second.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(second.sent).toEqual([PING]);
    vi.advanceTimersByTime(70_000); // no PONG again: restart
    expect(machine.intervalMs).toBe(140_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    machine.stop();
  });

  it('a socket closed by the server is reopened after one interval, with the interval doubled', () => {
    const { machine, statuses } = createMachine();
    machine.start();
    const first = FakeWebSocket.latest();
    first.open();
    first.drop();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(machine.intervalMs).toBe(70_000);
    machine.stop();
  });

  it('a socket that never opens is closed and reopened when the first ping is due', () => {
    const { machine } = createMachine();
    machine.start();
    const stuck = FakeWebSocket.latest();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(stuck.sent).toEqual([]);
    expect(stuck.closed).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(2);
    machine.stop();
  });

  it('a constructor that throws is retried after one interval instead of failing', () => {
    let attempts = 0;
    class RefusingSocket extends FakeWebSocket {
      constructor(url: string) {
        attempts += 1;
        if (attempts === 1) throw new SyntaxError('refused');
        super(url);
      }
    }
    const statuses: SocketStatus[] = [];
    const machine = new SignalsSocket({
      url: 'wss://market.example.com/x',
      WebSocket: RefusingSocket,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
      onCounts: () => undefined,
      onStatus: (s) => statuses.push(s),
      random: () => 0,
    });
    machine.start();
    expect(statuses).toEqual(['connecting', 'closed']);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    machine.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('MESSAGE frames report counts', () => {
    const { machine, counts } = createMachine();
    machine.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({
      type: 'MESSAGE',
      payload: {
        'appwise-team': { self: { unreadCount: 3, hasUnreadMessages: true } },
        'appwise-feeds': [{ type: 'HOME', updatedResourceCount: 12 }],
      },
    });
    socket.receive('not json');
    expect(counts).toEqual([{ unreadCount: 3, hasUnreadMessages: true, homeUpdatedCount: 12 }]);
    machine.stop();
  });

  it('stop closes the socket and leaves no timer, even while waiting to reconnect', () => {
    const { machine } = createMachine();
    machine.start();
    const socket = FakeWebSocket.latest();
    socket.open();
    expect(vi.getTimerCount()).toBe(1);
    machine.stop();
    expect(socket.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    const other = createMachine().machine;
    other.start();
    FakeWebSocket.latest().drop();
    expect(vi.getTimerCount()).toBe(1);
    other.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a socket closed by the server waits a jittered delay drawn from the random source before reopening', () => {
    const { machine } = createMachine({ random: () => 0.5 });
    machine.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(26_249);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    machine.stop();
  });

  it('clients dropped together reconnect at different times when their draws differ', () => {
    const draws = [0, 0.3, 0.6, 0.9];
    const machines = draws.map((draw) => createMachine({ random: () => draw }).machine);
    const sockets = machines.map((machine) => {
      machine.start();
      const socket = FakeWebSocket.latest();
      socket.open();
      return socket;
    });
    sockets.forEach((socket) => socket.drop());
    const reconnectedAt: number[] = [];
    for (let elapsed = 0; elapsed <= PING_INTERVAL_MS; elapsed += 500) {
      const opened = FakeWebSocket.instances.length - sockets.length;
      while (reconnectedAt.length < opened) reconnectedAt.push(elapsed);
      vi.advanceTimersByTime(500);
    }
    // Waits of 35000, 29750, 24500 and 19250 ms, seen at the 500 ms steps that follow them.
    expect(reconnectedAt).toEqual([19_500, 24_500, 30_000, 35_000]);
    machines.forEach((machine) => machine.stop());
  });

  it('no socket is opened while the page is offline; it opens once the page is back online', () => {
    const presence = createFakePresence({ online: false });
    const { machine, statuses } = createMachine({ presence });
    machine.start();
    expect(FakeWebSocket.instances).toHaveLength(0);
    presence.set({ visible: true });
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(statuses).toEqual([]);
    presence.set({ online: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
    presence.set({ online: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
    machine.stop();
  });

  it('no socket is opened while the page is hidden; it opens once the page is shown', () => {
    const presence = createFakePresence({ visible: false });
    const { machine } = createMachine({ presence });
    machine.start();
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(0);
    presence.set({ visible: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
    machine.stop();
  });

  it('no reconnecting while the page is offline: the reconnect waits for it to come back', () => {
    const presence = createFakePresence();
    const { machine, statuses } = createMachine({ presence });
    machine.start();
    FakeWebSocket.latest().open();
    presence.set({ online: false });
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
    presence.set({ online: true });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    machine.stop();
  });

  it('stop() while waiting for the page leaves nothing to open later, and stops listening to the page', () => {
    const presence = createFakePresence({ online: false });
    const { machine } = createMachine({ presence });
    machine.start();
    expect(presence.listenerCount()).toBe(1);
    machine.stop();
    expect(presence.listenerCount()).toBe(0);
    presence.set({ online: true });
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
