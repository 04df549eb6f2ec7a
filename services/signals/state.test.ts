import { foldEvents } from '../foldEvents.testkit.ts';
import { MAX_INTERVAL_MS } from './getReconnectDelay.ts';
import {
  initialSignalsSocketState,
  PING_INTERVAL_MS,
  signalsSocketReducer,
  type SignalsSocketEffect,
  type SignalsSocketEvent,
  type SignalsSocketState,
} from './state.ts';

const fold = (events: SignalsSocketEvent[], state = initialSignalsSocketState()) => foldEvents(signalsSocketReducer, events, state);

/** The effects of the last event of a sequence. */
function last(events: SignalsSocketEvent[], state = initialSignalsSocketState()) {
  const before = fold(events.slice(0, -1), state);
  return signalsSocketReducer(before.state, events.at(-1)!);
}

const started: SignalsSocketEvent = { type: 'Started', online: true, visible: true };
const opened: SignalsSocketEvent[] = [started, { type: 'SocketOpened' }];
const ping: SignalsSocketEvent = { type: 'PingIntervalElapsed' };
const pong: SignalsSocketEvent = { type: 'FrameReceived', data: JSON.stringify({ type: 'PONG' }) };
const connectEffects = (ms: number): SignalsSocketEffect[] => [
  { type: 'reportStatus', status: 'connecting' },
  { type: 'openSocket' },
  { type: 'startTimer', ms, event: 'PingIntervalElapsed' },
];

describe('signals socket machine: connecting', () => {
  it('started on a page online and shown: reports connecting, opens the socket, and the first ping is due one interval later', () => {
    const { state, effects } = fold([started]);
    expect(state.status).toBe('connecting');
    expect(effects).toEqual([{ type: 'watchPresence' }, ...connectEffects(PING_INTERVAL_MS)]);
  });

  it('socket opened: open, reported once', () => {
    expect(last(opened)).toEqual({ state: { ...initialSignalsSocketState(), status: 'open' }, effects: [{ type: 'reportStatus', status: 'open' }] });
  });

  it('started on a page offline or hidden: waits, opens nothing and reports nothing', () => {
    for (const presence of [{ online: false, visible: true }, { online: true, visible: false }]) {
      const { state, effects } = fold([{ type: 'Started', ...presence }]);
      expect(state.status).toBe('waitingToConnect');
      expect(effects).toEqual([{ type: 'watchPresence' }]);
    }
  });

  it('went online, then tab shown: the socket opens only once the page is both', () => {
    const waiting = fold([{ type: 'Started', online: false, visible: false }]).state;
    expect(last([{ type: 'WentOnline' }], waiting)).toEqual({ state: { ...waiting, online: true }, effects: [] });
    const { state, effects } = last([{ type: 'WentOnline' }, { type: 'TabShown' }], waiting);
    expect(state.status).toBe('connecting');
    expect(effects).toEqual(connectEffects(PING_INTERVAL_MS));
  });

  it('tab hidden or gone offline while open: the socket stays open (only a new connect waits)', () => {
    const { state, effects } = fold([...opened, { type: 'TabHidden' }, { type: 'WentOffline' }]);
    expect(state.status).toBe('open');
    expect(effects.filter((effect) => effect.type === 'closeSocket')).toEqual([]);
  });

  it('started twice: the second changes nothing', () => {
    const once = fold([started]).state;
    expect(last([started], once)).toEqual({ state: once, effects: [] });
  });
});

describe('signals socket machine: pings and PONGs', () => {
  it('ping interval elapsed on an open socket: a PING, and the next one due an interval later', () => {
    expect(last([...opened, ping]).effects).toEqual([{ type: 'sendPing' }, { type: 'startTimer', ms: PING_INTERVAL_MS, event: 'PingIntervalElapsed' }]);
  });

  it('a PONG received before the next ping is due: the socket stays, the next PING goes out', () => {
    const { state, effects } = last([...opened, ping, pong, ping]);
    expect(state.status).toBe('open');
    expect(effects[0]).toEqual({ type: 'sendPing' });
  });

  it('pong missed (no PONG before the next ping is due): the socket is closed, reported closed, and a new one opened with the interval doubled', () => {
    const { state, effects } = last([...opened, ping, ping]);
    expect(state).toMatchObject({ status: 'connecting', intervalMs: 2 * PING_INTERVAL_MS, awaitingPong: false });
    expect(effects).toEqual([
      { type: 'clearTimer' },
      { type: 'closeSocket' },
      { type: 'reportStatus', status: 'closed' },
      ...connectEffects(2 * PING_INTERVAL_MS),
    ]);
  });

  it('a socket still connecting when the first ping is due is closed and replaced the same way', () => {
    const { state, effects } = last([started, ping]);
    expect(state).toMatchObject({ status: 'connecting', intervalMs: 2 * PING_INTERVAL_MS });
    expect(effects.slice(0, 3)).toEqual([{ type: 'clearTimer' }, { type: 'closeSocket' }, { type: 'reportStatus', status: 'closed' }]);
  });

  it('the interval doubles with every restart up to the cap', () => {
    const restarts = Array.from({ length: 12 }, () => ping);
    expect(fold([started, ...restarts]).state.intervalMs).toBe(MAX_INTERVAL_MS);
  });
});

describe('signals socket machine: frames', () => {
  it('frame received with counts: reported as they came', () => {
    const frame = { type: 'MESSAGE', payload: { 'appwise-team': { self: { unreadCount: 3, hasUnreadMessages: true } } } };
    expect(last([...opened, { type: 'FrameReceived', data: JSON.stringify(frame) }]).effects).toEqual([
      { type: 'reportCounts', counts: { unreadCount: 3, hasUnreadMessages: true } },
    ]);
  });

  it('an unreadable frame, or a PING from the server, changes nothing', () => {
    const open = fold(opened).state;
    for (const data of ['not json', JSON.stringify({ type: 'PING' }), JSON.stringify({ type: 'OTHER' })]) {
      expect(signalsSocketReducer(open, { type: 'FrameReceived', data })).toEqual({ state: open, effects: [] });
    }
  });
});

describe('signals socket machine: closed and refused sockets', () => {
  it('socket closed by the server: reported closed, and a new socket after a jittered wait of half to one interval', () => {
    const closed = (draw: number) => last([...opened, { type: 'SocketClosed', draw }]);
    expect(closed(0)).toEqual({
      state: { ...initialSignalsSocketState(), status: 'waitingToReconnect' },
      effects: [
        { type: 'forgetSocket' },
        { type: 'reportStatus', status: 'closed' },
        { type: 'startTimer', ms: PING_INTERVAL_MS, event: 'ReconnectWaitElapsed' },
      ],
    });
    expect(closed(0.5).effects.at(-1)).toEqual({ type: 'startTimer', ms: 26_250, event: 'ReconnectWaitElapsed' });
  });

  it('reconnect wait elapsed: reported closed again, a new socket with the interval doubled', () => {
    const { state, effects } = last([...opened, { type: 'SocketClosed', draw: 0 }, { type: 'ReconnectWaitElapsed' }]);
    expect(state).toMatchObject({ status: 'connecting', intervalMs: 2 * PING_INTERVAL_MS });
    expect(effects).toEqual([{ type: 'clearTimer' }, { type: 'reportStatus', status: 'closed' }, ...connectEffects(2 * PING_INTERVAL_MS)]);
  });

  it('socket refused (a constructor that throws): treated like a closed one, with no socket to forget', () => {
    expect(last([started, { type: 'SocketRefused', draw: 0 }]).effects).toEqual([
      { type: 'reportStatus', status: 'closed' },
      { type: 'startTimer', ms: PING_INTERVAL_MS, event: 'ReconnectWaitElapsed' },
    ]);
  });

  it('socket closed while the page is offline: the reconnect waits for the page to come back online', () => {
    const waiting = fold([...opened, { type: 'WentOffline' }, { type: 'SocketClosed', draw: 0 }, { type: 'ReconnectWaitElapsed' }]);
    expect(waiting.state.status).toBe('waitingToConnect');
    expect(waiting.effects.at(-1)).toEqual({ type: 'reportStatus', status: 'closed' });
    const back = last([{ type: 'WentOnline' }], waiting.state);
    expect(back.state.status).toBe('connecting');
    expect(back.effects).toEqual(connectEffects(2 * PING_INTERVAL_MS));
  });

  it('a close heard when no socket is held changes nothing', () => {
    const waiting = fold([...opened, { type: 'SocketClosed', draw: 0 }]).state;
    expect(signalsSocketReducer(waiting, { type: 'SocketClosed', draw: 0 })).toEqual({ state: waiting, effects: [] });
  });
});

describe('signals socket machine: stopped', () => {
  const stopped: SignalsSocketEvent = { type: 'Stopped' };
  const stopEffects = (state: SignalsSocketState) => signalsSocketReducer(state, stopped).effects;

  it('stopped while open: the timer cleared, the socket closed, the page no longer watched', () => {
    expect(stopEffects(fold(opened).state)).toEqual([{ type: 'clearTimer' }, { type: 'closeSocket' }, { type: 'unwatchPresence' }]);
  });

  it('stopped while connecting: the socket is closed once it opens', () => {
    expect(stopEffects(fold([started]).state)).toEqual([{ type: 'clearTimer' }, { type: 'closeSocketOnceOpen' }, { type: 'unwatchPresence' }]);
  });

  it('stopped while waiting to reconnect: no socket to close', () => {
    expect(stopEffects(fold([...opened, { type: 'SocketClosed', draw: 0 }]).state)).toEqual([{ type: 'clearTimer' }, { type: 'unwatchPresence' }]);
  });

  it('after stopped nothing happens: no event opens, pings, reports or reconnects', () => {
    const state = fold([...opened, stopped]).state;
    const later: SignalsSocketEvent[] = [started, { type: 'WentOnline' }, { type: 'TabShown' }, { type: 'SocketOpened' }, ping, { type: 'ReconnectWaitElapsed' }, { type: 'SocketClosed', draw: 0 }, pong, stopped];
    expect(fold(later, state)).toEqual({ state, effects: [] });
  });
});
