/**
 * The tabs' election, a page service with no view: one signals socket per browser, shared by its
 * tabs. Its rules are the machine of state.ts; this runner owns the Web Lock, the BroadcastChannel,
 * the one timer and the page's presence, tells the machine what they did and performs what it asks.
 */
import type { PagePresence } from '../../engine/browser/pagePresence.ts';
import { runMachine } from '../runMachine.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import type { SocketStatus } from '../signals/state.ts';
import { createTimerSlot, type TimerFunctions } from '../timerSlot.ts';
import { watchPresence } from '../watchPresence.ts';
import { electionOf, initialTabsState, tabIdOf, tabsReducer, type SocketRole, type TabsEffect } from './state.ts';

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
  /** Breaks ties of the election without Web Locks and spreads the tabs' waits. [Math.random] */
  random?: () => number;
  /** Whether the page is shown: a hidden tab joins only once shown. [always shown] */
  presence?: PagePresence;
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

/**
 * The tab holding the Web Lock `name` leads: it opens the socket and sends counts and status to
 * the other tabs over a BroadcastChannel of the same name; the others follow and show what it
 * sends. When the leader's tab closes, the browser hands the lock to the next waiting tab, which
 * opens the socket at once. Without Web Locks the tabs elect over the channel (heartbeats; the
 * smaller id wins a tie); without a channel every tab leads itself, one socket per tab. Every
 * message from the channel is checked (parseChannelMessage) and a malformed one is dropped: any
 * script of the origin can post on it.
 */
export function createSocketCoordinator(options: SocketCoordinatorOptions): SocketCoordinator {
  const random = options.random ?? Math.random;
  const timer = createTimerSlot(options.timers);
  const election = electionOf({ locks: Boolean(options.locks), channel: Boolean(options.openChannel) });
  let channel: ChannelLike | null = null;
  let stopLeading: (() => void) | null = null;
  let releaseLock: (() => void) | null = null;
  let lockRequest: AbortController | null = null;
  let unwatchPresence: (() => void) | null = null;

  const machine = runMachine(tabsReducer, initialTabsState(tabIdOf(random()), election), perform);
  const reports: SocketReports = {
    counts: (counts) => machine.dispatch({ type: 'CountsReported', counts }),
    status: (status) => machine.dispatch({ type: 'StatusReported', status }),
  };

  function requestLock(locks: LockManagerLike): void {
    lockRequest = new AbortController();
    locks
      .request(options.name, { signal: lockRequest.signal }, () => new Promise<void>((release) => {
        releaseLock = release;
        machine.dispatch({ type: 'LockGranted' });
      }))
      // Withdrawn by stop() before the lock came: nothing to do.
      .catch(() => undefined);
  }

  function perform(effect: TabsEffect): void {
    switch (effect.type) {
      case 'watchPresence':
        if (options.presence) {
          unwatchPresence = watchPresence(options.presence, (event) => {
            if (event.type === 'TabShown') machine.dispatch({ type: 'TabShown', draw: random() });
          });
        }
        return;
      case 'unwatchPresence':
        unwatchPresence?.();
        unwatchPresence = null;
        return;
      case 'openChannel':
        channel = options.openChannel?.(options.name) ?? null;
        if (channel) channel.onmessage = (event) => machine.dispatch({ type: 'MessageReceived', data: event.data, draw: random() });
        return;
      case 'closeChannel':
        if (channel) {
          channel.onmessage = null;
          channel.close();
        }
        channel = null;
        return;
      case 'post':
        try {
          channel?.postMessage(effect.message);
        } catch {
          // A closed channel: nobody is left to tell.
        }
        return;
      case 'requestLock':
        if (options.locks) requestLock(options.locks);
        return;
      case 'releaseLock':
        releaseLock?.();
        lockRequest?.abort();
        return;
      case 'lead':
        stopLeading = options.lead(reports);
        return;
      case 'stopLeading': {
        const stop = stopLeading;
        stopLeading = null;
        stop?.();
        return;
      }
      case 'startTimer': {
        const event = { type: effect.event };
        timer.start(effect.ms, () => machine.dispatch(event));
        return;
      }
      case 'clearTimer':
        return timer.clear();
      case 'reportRole':
        return options.onRole?.(effect.role);
      case 'reportCounts':
        return options.onCounts(effect.counts);
      case 'reportStatus':
        return options.onStatus(effect.status);
    }
  }

  return {
    start: () => machine.dispatch({ type: 'Started', visible: options.presence?.isVisible() ?? true, draw: random() }),
    stop: () => machine.dispatch({ type: 'Stopped' }),
  };
}
