import type { Step } from '../runMachine.ts';
import { unchanged } from '../runMachine.ts';
import type { PresenceEvent } from '../watchPresence.ts';
import { getReconnectDelay, MAX_INTERVAL_MS } from './getReconnectDelay.ts';
import { parseSignalsFrame, type SignalsCounts } from './parseSignalsFrame.ts';

/** SPEC §9: the first ping interval; it doubles each time the socket is restarted. */
export const PING_INTERVAL_MS = 35_000;

/** What the socket tells whoever shows it (and, from the leader's tab, the other tabs). */
export type SocketStatus = 'connecting' | 'open' | 'closed';

/**
 * 'idle': not started; 'waitingToConnect': a connect held back while the page is offline or
 * hidden; 'connecting': a socket made, not open yet; 'open'; 'waitingToReconnect': the socket
 * closed or was refused, a new one comes after a jittered wait; 'stopped': nothing runs any more.
 */
export type SignalsSocketStatus = 'idle' | 'waitingToConnect' | 'connecting' | 'open' | 'waitingToReconnect' | 'stopped';

export interface SignalsSocketState {
  status: SignalsSocketStatus;
  /** The ping interval, and the base of the reconnect wait: it doubles with every restart, up to a cap. */
  intervalMs: number;
  /** A PING went out and no PONG has come back yet. */
  awaitingPong: boolean;
  online: boolean;
  visible: boolean;
}

/** The events a timer of the machine sends when it elapses. */
type TimerEvent = { type: 'PingIntervalElapsed' } | { type: 'ReconnectWaitElapsed' };

/** `draw`: a number in [0, 1) for the jitter of the reconnect wait (Math.random's, or a test's). */
export type SignalsSocketEvent =
  | { type: 'Started'; online: boolean; visible: boolean }
  | { type: 'Stopped' }
  | PresenceEvent
  | { type: 'SocketOpened' }
  | { type: 'SocketRefused'; draw: number }
  | { type: 'SocketClosed'; draw: number }
  | { type: 'FrameReceived'; data: unknown }
  | TimerEvent;

export type SignalsSocketEffect =
  | { type: 'watchPresence' }
  | { type: 'unwatchPresence' }
  | { type: 'openSocket' }
  /** Detaches the socket and closes it now. */
  | { type: 'closeSocket' }
  /** Detaches a socket still connecting and closes it once it opens (the browser warns about closing it before). */
  | { type: 'closeSocketOnceOpen' }
  /** Detaches a socket that closed by itself. */
  | { type: 'forgetSocket' }
  | { type: 'sendPing' }
  /** Starts the one timer, cancelling the one running. */
  | { type: 'startTimer'; ms: number; event: TimerEvent['type'] }
  | { type: 'clearTimer' }
  | { type: 'reportStatus'; status: SocketStatus }
  | { type: 'reportCounts'; counts: SignalsCounts };

type SignalsSocketStep = Step<SignalsSocketState, SignalsSocketEffect>;

export function initialSignalsSocketState(intervalMs = PING_INTERVAL_MS): SignalsSocketState {
  return { status: 'idle', intervalMs, awaitingPong: false, online: true, visible: true };
}

const hasSocket = (state: SignalsSocketState) => state.status === 'connecting' || state.status === 'open';

/**
 * A socket is opened only while the page is online and shown; otherwise the connect waits for the
 * page to come back. The first ping is due one interval after connecting; a socket not open by
 * then is restarted like one that did not answer.
 */
function connect(state: SignalsSocketState): SignalsSocketStep {
  if (!state.online || !state.visible) return { state: { ...state, status: 'waitingToConnect' }, effects: [] };
  return {
    state: { ...state, status: 'connecting', awaitingPong: false },
    effects: [
      { type: 'reportStatus', status: 'connecting' },
      { type: 'openSocket' },
      { type: 'startTimer', ms: state.intervalMs, event: 'PingIntervalElapsed' },
    ],
  };
}

/** A restart doubles the interval, up to a cap, so that a failing server is asked less and less often. */
function restart(state: SignalsSocketState): SignalsSocketStep {
  const next = connect({ ...state, intervalMs: Math.min(state.intervalMs * 2, MAX_INTERVAL_MS) });
  const socket: SignalsSocketEffect[] = hasSocket(state) ? [{ type: 'closeSocket' }] : [];
  return { state: next.state, effects: [{ type: 'clearTimer' }, ...socket, { type: 'reportStatus', status: 'closed' }, ...next.effects] };
}

/**
 * A closed or refused socket is reopened after a jittered wait of half to one interval
 * (getReconnectDelay), so that clients dropped together do not come back together.
 */
function waitToReconnect(state: SignalsSocketState, draw: number, first: SignalsSocketEffect[]): SignalsSocketStep {
  return {
    state: { ...state, status: 'waitingToReconnect' },
    effects: [
      ...first,
      { type: 'reportStatus', status: 'closed' },
      { type: 'startTimer', ms: getReconnectDelay(state.intervalMs, () => draw), event: 'ReconnectWaitElapsed' },
    ],
  };
}

/** Every interval a PING, if the one before got its PONG; else the socket is restarted. */
function pingDue(state: SignalsSocketState): SignalsSocketStep {
  if (state.status === 'open' && !state.awaitingPong) {
    return {
      state: { ...state, awaitingPong: true },
      effects: [{ type: 'sendPing' }, { type: 'startTimer', ms: state.intervalMs, event: 'PingIntervalElapsed' }],
    };
  }
  return hasSocket(state) ? restart(state) : unchanged(state);
}

/** A PONG answers the last PING; a MESSAGE reports its counts; anything unreadable changes nothing. */
function frameReceived(state: SignalsSocketState, data: unknown): SignalsSocketStep {
  if (!hasSocket(state)) return unchanged(state);
  const frame = parseSignalsFrame(data);
  if (frame?.type === 'PONG') return { state: { ...state, awaitingPong: false }, effects: [] };
  if (frame?.type === 'MESSAGE') return { state, effects: [{ type: 'reportCounts', counts: frame.counts }] };
  return unchanged(state);
}

/** The page came back online or was shown: a connect held back is made now. */
function presenceChanged(state: SignalsSocketState): SignalsSocketStep {
  return state.status === 'waitingToConnect' && state.online && state.visible ? connect(state) : unchanged(state);
}

/**
 * Stopping clears the timer and closes the socket; a socket still connecting is closed once it
 * opens, as closing it before makes the browser warn, and React's StrictMode stops at once the
 * socket its first effect run opened.
 */
function stop(state: SignalsSocketState): SignalsSocketStep {
  const socket: SignalsSocketEffect[] =
    state.status === 'open' ? [{ type: 'closeSocket' }] : state.status === 'connecting' ? [{ type: 'closeSocketOnceOpen' }] : [];
  const watching: SignalsSocketEffect[] = state.status === 'idle' ? [] : [{ type: 'unwatchPresence' }];
  return { state: { ...state, status: 'stopped' }, effects: [{ type: 'clearTimer' }, ...socket, ...watching] };
}

// Events name what happened, in the past tense (SocketClosed), never a command.
export function signalsSocketReducer(state: SignalsSocketState, event: SignalsSocketEvent): SignalsSocketStep {
  if (state.status === 'stopped') return unchanged(state);
  switch (event.type) {
    case 'Started': {
      if (state.status !== 'idle') return unchanged(state);
      const connecting = connect({ ...state, online: event.online, visible: event.visible });
      return { state: connecting.state, effects: [{ type: 'watchPresence' }, ...connecting.effects] };
    }
    case 'Stopped':
      return stop(state);
    case 'WentOnline':
    case 'WentOffline':
      return presenceChanged({ ...state, online: event.type === 'WentOnline' });
    case 'TabShown':
    case 'TabHidden':
      return presenceChanged({ ...state, visible: event.type === 'TabShown' });
    case 'SocketOpened':
      return state.status === 'connecting' ? { state: { ...state, status: 'open' }, effects: [{ type: 'reportStatus', status: 'open' }] } : unchanged(state);
    case 'SocketRefused':
      // A refused URL (bad scheme, a content security policy) is treated like a dropped socket.
      return state.status === 'connecting' ? waitToReconnect(state, event.draw, []) : unchanged(state);
    case 'SocketClosed':
      // Closed by the server or the network (a failed socket fires close too).
      return hasSocket(state) ? waitToReconnect(state, event.draw, [{ type: 'forgetSocket' }]) : unchanged(state);
    case 'FrameReceived':
      return frameReceived(state, event.data);
    case 'PingIntervalElapsed':
      return pingDue(state);
    case 'ReconnectWaitElapsed':
      return state.status === 'waitingToReconnect' ? restart(state) : unchanged(state);
  }
}
