import { FakeWebSocket } from './fakeWebSocket.testkit.ts';
import type { SignalsCounts } from './parseSignalsFrame.ts';
import { PING_INTERVAL_MS, SignalsSocket, type SocketStatus } from './signalsSocket.ts';

const PING = JSON.stringify({ type: 'PING' });

function createMachine() {
  const counts: SignalsCounts[] = [];
  const statuses: SocketStatus[] = [];
  const machine = new SignalsSocket({
    url: 'wss://market.example.com/api/appwise/v1/signals/?d=x',
    WebSocket: FakeWebSocket,
    // Looked up at call time, so vitest's fake timers are the ones used.
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) },
    onCounts: (c) => counts.push(c),
    onStatus: (s) => statuses.push(s),
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
});
