import { getReconnectDelay, MAX_INTERVAL_MS } from './getReconnectDelay.ts';
import { parseSignalsFrame, type SignalsCounts } from './parseSignalsFrame.ts';

/** SPEC §9: the first ping interval; it doubles each time the socket is restarted. */
export const PING_INTERVAL_MS = 35_000;

/** The part of a browser WebSocket the machine uses, so tests can hand it a fake. */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketConstructor = new (url: string) => SocketLike;

export interface TimerFunctions {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export type SocketStatus = 'connecting' | 'open' | 'closed';

interface SignalsSocketOptions {
  url: string;
  WebSocket: SocketConstructor;
  timers: TimerFunctions;
  onCounts(counts: SignalsCounts): void;
  onStatus?(status: SocketStatus): void;
  initialIntervalMs?: number;
  /** Draws the jitter of each reconnect wait, in [0, 1). [Math.random] */
  random?: () => number;
  /**
   * False while no socket should be opened (offline, or the page hidden): a connect then waits
   * until resume() is called with this true again. [always true]
   */
  canConnect?: () => boolean;
}

/**
 * The signals socket's life (SPEC §4, §9): it sends {"type":"PING"} every interval, the first one
 * interval after connecting; if the previous ping got no PONG (or the socket never opened) when
 * the next one is due, the socket is closed and a new one opened at once. A socket the server
 * closes is reopened after a jittered wait of half to one interval (getReconnectDelay), so clients
 * dropped together do not come back together. Every restart doubles the interval, up to a cap, so
 * a failing server is asked less and less often. While canConnect() is false no socket is opened;
 * resume() opens it once it is true again. stop() closes the socket and clears every timer; after
 * it nothing runs.
 */
export class SignalsSocket {
  private readonly options: SignalsSocketOptions;
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private awaitingPong = false;
  private opened = false;
  private stopped = false;
  /** A connect was held back by canConnect(); resume() makes it. */
  private waiting = false;
  private interval: number;

  constructor(options: SignalsSocketOptions) {
    this.options = options;
    this.interval = options.initialIntervalMs ?? PING_INTERVAL_MS;
  }

  /** The current ping interval in ms. */
  get intervalMs(): number {
    return this.interval;
  }

  start(): void {
    if (this.stopped || this.socket) return;
    this.connect();
  }

  /** Opens the socket held back while canConnect() was false (the page came online or was shown). */
  resume(): void {
    if (this.stopped || !this.waiting || !this.mayConnect()) return;
    this.waiting = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.waiting = false;
    this.clearTimer();
    const connecting = this.opened ? null : this.socket;
    this.dropSocket(connecting === null);
    // Closing a socket that is still connecting makes the browser warn in the console, and React's
    // StrictMode stops the socket its first effect run opened at once: close it once it opens.
    if (connecting) connecting.onopen = () => connecting.close();
  }

  private mayConnect(): boolean {
    return this.options.canConnect?.() ?? true;
  }

  private reconnectDelay(): number {
    return getReconnectDelay(this.interval, this.options.random ?? Math.random);
  }

  private connect(): void {
    if (!this.mayConnect()) {
      this.waiting = true;
      return;
    }
    this.awaitingPong = false;
    this.opened = false;
    this.options.onStatus?.('connecting');
    let socket: SocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url);
    } catch {
      // A refused URL (bad scheme, a content security policy) is treated like a dropped socket.
      this.socket = null;
      this.options.onStatus?.('closed');
      this.schedule(() => this.restart(), this.reconnectDelay());
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.opened = true;
      this.options.onStatus?.('open');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      // Closed by the server or the network: wait a jittered interval, then reopen.
      this.socket = null;
      this.clearTimer();
      this.options.onStatus?.('closed');
      this.schedule(() => this.restart(), this.reconnectDelay());
    };
    // A failed socket also fires close, which does the reconnecting.
    socket.onerror = () => undefined;
    // The first ping is due one interval after connecting; a socket still not open by then is
    // restarted like one that did not answer.
    this.schedule(() => this.ping());
  }

  private ping(): void {
    if (!this.opened || this.awaitingPong) {
      this.restart();
      return;
    }
    this.awaitingPong = true;
    try {
      this.socket?.send(JSON.stringify({ type: 'PING' }));
    } catch {
      // A socket that cannot send will not answer; the next tick restarts it.
    }
    this.schedule(() => this.ping());
  }

  private receive(data: unknown): void {
    const frame = parseSignalsFrame(data);
    if (!frame) return;
    if (frame.type === 'PONG') this.awaitingPong = false;
    else if (frame.type === 'MESSAGE') this.options.onCounts(frame.counts);
  }

  private restart(): void {
    if (this.stopped) return;
    this.clearTimer();
    this.dropSocket();
    this.options.onStatus?.('closed');
    this.interval = Math.min(this.interval * 2, MAX_INTERVAL_MS);
    this.connect();
  }

  private schedule(callback: () => void, delayMs = this.interval): void {
    this.clearTimer();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      callback();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Detaches the current socket's handlers, so no reconnect follows, and closes it unless told not to. */
  private dropSocket(close = true): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (close) socket.close();
  }
}
