import { parseChannelMessage, type ChannelMessage } from './parseChannelMessage.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import type { SocketStatus, TimerFunctions } from '../signals/signalsSocket.ts';

/** The part of navigator.locks the coordinator uses. */
export interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of a BroadcastChannel the coordinator uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type SocketRole = 'leader' | 'follower';

/** What the leader's socket reports: shown in the leader's tab and sent to the others. */
export interface SocketReports {
  counts(counts: SignalsCounts): void;
  status(status: SocketStatus): void;
}

export interface SocketCoordinatorOptions {
  /** One name per user and marketplace: the lock's and the channel's. */
  name: string;
  locks?: LockManagerLike | undefined;
  openChannel?: ((name: string) => ChannelLike) | undefined;
  timers: TimerFunctions;
  /** Breaks ties of the election without Web Locks. [Math.random] */
  random?: () => number;
  /** Opens the socket in this tab, which now leads; returns what closes it. */
  lead(reports: SocketReports): () => void;
  onCounts(counts: SignalsCounts): void;
  onStatus(status: SocketStatus): void;
  onRole?(role: SocketRole): void;
}

export interface SocketCoordinator {
  /** Joins the election (a hidden tab joins only once shown). */
  start(): void;
  /** Leaves it: closes the socket if this tab led, lets the next tab lead. */
  stop(): void;
}

/** Without Web Locks the leader says it is alive this often; followers take over after three silences. */
export const HEARTBEAT_MS = 2_000;
export const LEADER_SILENCE_MS = 3 * HEARTBEAT_MS;

/**
 * One signals socket per browser, shared by its tabs. The tab holding the Web Lock `name` leads:
 * it opens the socket and sends counts and status to the other tabs over a BroadcastChannel of the
 * same name; the others follow and show what it sends. When the leader's tab closes, the browser
 * hands the lock to the next waiting tab, which opens the socket at once. Without Web Locks the
 * tabs elect over the channel (heartbeats; the smaller id wins a tie); without a channel every tab
 * leads itself, one socket per tab, as before. Every message from the channel is checked
 * (parseChannelMessage) and a malformed one is dropped: any script of the origin can post on it.
 */
export function createSocketCoordinator(options: SocketCoordinatorOptions): SocketCoordinator {
  const random = options.random ?? Math.random;
  const id = random().toString(36).slice(2) || '0';
  let channel: ChannelLike | null = null;
  let stopLeading: (() => void) | null = null;
  let started = false;
  let stopped = false;
  let releaseLock: (() => void) | null = null;
  let abortRequest: AbortController | null = null;
  let timer: unknown = null;
  let latestCounts: SignalsCounts = {};
  let latestStatus: SocketStatus | null = null;
  const electsOverChannel = () => !options.locks;

  function post(message: ChannelMessage): void {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: nobody is left to tell.
    }
  }

  const reports: SocketReports = {
    counts(counts) {
      latestCounts = { ...latestCounts, ...counts };
      options.onCounts(counts);
      post({ type: 'counts', counts });
    },
    status(status) {
      latestStatus = status;
      options.onStatus(status);
      post({ type: 'status', status });
    },
  };

  function setTimer(callback: () => void, ms: number): void {
    clearTimer();
    timer = options.timers.setTimeout(() => {
      timer = null;
      callback();
    }, ms);
  }

  function clearTimer(): void {
    if (timer !== null) options.timers.clearTimeout(timer);
    timer = null;
  }

  function becomeLeader(): void {
    if (stopped || stopLeading) return;
    options.onRole?.('leader');
    stopLeading = options.lead(reports);
    if (electsOverChannel() && channel) heartbeat();
  }

  function becomeFollower(): void {
    const stop = stopLeading;
    stopLeading = null;
    stop?.();
    options.onRole?.('follower');
    post({ type: 'hello' });
  }

  function heartbeat(): void {
    post({ type: 'heartbeat', id });
    setTimer(heartbeat, HEARTBEAT_MS);
  }

  /** A follower without Web Locks: lead unless a leader is heard from within the silence. */
  function watchLeader(ms = LEADER_SILENCE_MS + random() * HEARTBEAT_MS): void {
    setTimer(becomeLeader, ms);
  }

  function receive(message: ChannelMessage): void {
    switch (message.type) {
      case 'counts':
        if (!stopLeading) options.onCounts(message.counts);
        return;
      case 'status':
        if (!stopLeading) options.onStatus(message.status);
        return;
      case 'hello':
        if (!stopLeading) return;
        if (latestStatus) post({ type: 'status', status: latestStatus });
        post({ type: 'counts', counts: latestCounts });
        return;
      case 'heartbeat':
        if (!electsOverChannel()) return;
        if (!stopLeading) watchLeader();
        else if (message.id < id) {
          // Two leaders elected at once: the smaller id keeps the socket.
          becomeFollower();
          watchLeader();
        }
        return;
      case 'bye':
        // The leader left: take over soon, each follower after its own short wait.
        if (electsOverChannel() && !stopLeading) watchLeader(random() * HEARTBEAT_MS);
        return;
    }
  }

  function start(): void {
    if (started || stopped) return;
    started = true;
    channel = options.openChannel?.(options.name) ?? null;
    if (!channel) {
      becomeLeader();
      return;
    }
    channel.onmessage = (event) => {
      const message = parseChannelMessage(event.data);
      if (!stopped && message) receive(message);
    };
    options.onRole?.('follower');
    post({ type: 'hello' });
    const locks = options.locks;
    if (!locks) {
      // Long enough to hear a living leader's next heartbeat.
      watchLeader(1.5 * HEARTBEAT_MS + random() * HEARTBEAT_MS);
      return;
    }
    abortRequest = new AbortController();
    locks
      .request(options.name, { signal: abortRequest.signal }, () => new Promise<void>((release) => {
        releaseLock = release;
        if (stopped) release();
        else becomeLeader();
      }))
      // Aborted by stop() before the lock came: nothing to do.
      .catch(() => undefined);
  }

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearTimer();
    const led = stopLeading !== null;
    const stopSocket = stopLeading;
    stopLeading = null;
    stopSocket?.();
    if (led && electsOverChannel()) post({ type: 'bye', id });
    releaseLock?.();
    abortRequest?.abort();
    if (channel) {
      channel.onmessage = null;
      channel.close();
    }
    channel = null;
  }

  return { start, stop };
}
