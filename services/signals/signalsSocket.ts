/**
 * The signals socket (SPEC §4, §7, §9), a page service with no view: the live counts of the
 * messages and home icons. Its rules are the machine of state.ts; this runner owns the WebSocket,
 * the one timer and the page's presence, tells the machine what they did and performs what it asks.
 */
import type { PagePresence } from '../../engine/browser/pagePresence.ts';
import { runMachine, type MachineRun } from '../runMachine.ts';
import { createTimerSlot, type TimerFunctions, type TimerSlot } from '../timerSlot.ts';
import { readPresence, watchPresence } from '../watchPresence.ts';
import type { SignalsCounts } from './parseSignalsFrame.ts';
import {
  initialSignalsSocketState,
  signalsSocketReducer,
  type SignalsSocketEffect,
  type SignalsSocketEvent,
  type SignalsSocketState,
  type SocketStatus,
} from './state.ts';

/** The part of a browser WebSocket the runner uses, so tests can hand it a fake. */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface SignalsSocketOptions {
  url: string;
  WebSocket: SocketConstructor;
  timers: TimerFunctions;
  onCounts(counts: SignalsCounts): void;
  onStatus?(status: SocketStatus): void;
  initialIntervalMs?: number;
  /** Draws the jitter of each reconnect wait, in [0, 1). [Math.random] */
  random?: () => number;
  /** Whether the page is online and shown: no socket is opened while it is not. [always online and shown] */
  presence?: PagePresence;
}

const PING = JSON.stringify({ type: 'PING' });

/** A socket's errors are heard by its close event, or not at all once it is dropped. */
const ignoreError = () => undefined;

/**
 * The socket's life: a PING every interval while PONGs come back, a restart when one does not, a
 * jittered reconnect when the server closes it, nothing while the page is offline or hidden
 * (state.ts says each rule). stop() closes the socket and clears the timer; after it nothing runs.
 */
export class SignalsSocket {
  private readonly options: SignalsSocketOptions;
  private readonly machine: MachineRun<SignalsSocketState, SignalsSocketEvent>;
  private readonly timer: TimerSlot;
  private socket: SocketLike | null = null;
  private unwatchPresence: (() => void) | null = null;

  constructor(options: SignalsSocketOptions) {
    this.options = options;
    this.timer = createTimerSlot(options.timers);
    this.machine = runMachine(signalsSocketReducer, initialSignalsSocketState(options.initialIntervalMs), (effect) => this.perform(effect));
  }

  /** The current ping interval in ms. */
  get intervalMs(): number {
    return this.machine.state.intervalMs;
  }

  start(): void {
    this.machine.dispatch({ type: 'Started', ...readPresence(this.options.presence) });
  }

  stop(): void {
    this.machine.dispatch({ type: 'Stopped' });
  }

  private dispatch = (event: SignalsSocketEvent): void => this.machine.dispatch(event);

  private draw(): number {
    return (this.options.random ?? Math.random)();
  }

  private perform(effect: SignalsSocketEffect): void {
    switch (effect.type) {
      case 'watchPresence':
        if (this.options.presence) this.unwatchPresence = watchPresence(this.options.presence, this.dispatch);
        return;
      case 'unwatchPresence':
        this.unwatchPresence?.();
        this.unwatchPresence = null;
        return;
      case 'openSocket':
        return this.open();
      case 'closeSocket':
        this.detach()?.close();
        return;
      case 'closeSocketOnceOpen': {
        const socket = this.detach();
        if (socket) socket.onopen = () => socket.close();
        return;
      }
      case 'forgetSocket':
        this.detach();
        return;
      case 'sendPing':
        try {
          this.socket?.send(PING);
        } catch {
          // A socket that cannot send will not answer; the next tick restarts it.
        }
        return;
      case 'startTimer': {
        const event = { type: effect.event };
        this.timer.start(effect.ms, () => this.dispatch(event));
        return;
      }
      case 'clearTimer':
        return this.timer.clear();
      case 'reportStatus':
        return this.options.onStatus?.(effect.status);
      case 'reportCounts':
        return this.options.onCounts(effect.counts);
    }
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url);
    } catch {
      this.dispatch({ type: 'SocketRefused', draw: this.draw() });
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.dispatch({ type: 'SocketOpened' });
    socket.onmessage = (event) => this.dispatch({ type: 'FrameReceived', data: event.data });
    socket.onclose = () => this.dispatch({ type: 'SocketClosed', draw: this.draw() });
    socket.onerror = ignoreError;
  }

  /**
   * Takes the current socket's handlers off, so that nothing it does reaches the machine, and gives
   * it back for closing. Its error handler stays: closing a socket that is still connecting makes
   * the `ws` package emit an 'error' ("closed before the connection was established"), which throws
   * where nobody listens (a browser only warns).
   */
  private detach(): SocketLike | null {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = ignoreError;
    return socket;
  }
}
