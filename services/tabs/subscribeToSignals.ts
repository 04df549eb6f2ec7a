import type { PagePresence } from '../../engine/browser/pagePresence.ts';
import { getSignalsUrl } from '../signals/getSignalsUrl.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import { SignalsSocket, type SocketConstructor } from '../signals/signalsSocket.ts';
import type { SocketStatus } from '../signals/state.ts';
import { pageTimers, type TimerFunctions } from '../timerSlot.ts';
import { getSignalsChannelName } from './getSignalsChannelName.ts';
import { createSocketCoordinator, type ChannelLike, type LockManagerLike } from './socketCoordinator.ts';
import type { SocketRole } from './state.ts';

/** How the tabs of this browser can share: Web Locks and BroadcastChannel, each when it has them. */
export interface TabSharing {
  locks: LockManagerLike | undefined;
  openChannel: ((name: string) => ChannelLike) | undefined;
}

function pageTabSharing(): TabSharing {
  const page = globalThis as { navigator?: { locks?: LockManagerLike }; BroadcastChannel?: new (name: string) => ChannelLike };
  const Channel = page.BroadcastChannel;
  return { locks: page.navigator?.locks, openChannel: Channel ? (name) => new Channel(name) : undefined };
}

export interface SignalsSubscription {
  marketUrl: string;
  /** The configured token the socket address carries. */
  token: string;
  userId: string;
  WebSocket: SocketConstructor;
  presence: PagePresence;
  timers?: TimerFunctions;
  sharing?: TabSharing;
}

/** What a tab shows: the counts and the socket's status (the leader's, in every tab), and its own part. */
export interface SignalsListener {
  counts(counts: SignalsCounts): void;
  status(status: SocketStatus): void;
  role(role: SocketRole): void;
}

/**
 * The signals of one user on one marketplace, as a tab shows them (SPEC §4, §7): the browser's
 * tabs share one socket per user and marketplace (createSocketCoordinator, over the lock and
 * channel getSignalsChannelName names), and the leader's tab holds it (SignalsSocket, at the
 * address getSignalsUrl gives). A tab joins only once it has been shown, and its socket connects
 * only while the page is online and shown. The returned function leaves: the socket closes if this
 * tab held it, and its timers and listeners are cleared.
 */
export function subscribeToSignals(subscription: SignalsSubscription, listener: SignalsListener): () => void {
  const { marketUrl, token, userId, WebSocket, presence, timers = pageTimers, sharing = pageTabSharing() } = subscription;
  const coordinator = createSocketCoordinator({
    name: getSignalsChannelName(marketUrl, userId),
    ...sharing,
    timers,
    presence,
    lead: (reports) => {
      const socket = new SignalsSocket({ url: getSignalsUrl(marketUrl, token), WebSocket, timers, presence, onCounts: reports.counts, onStatus: reports.status });
      socket.start();
      return () => socket.stop();
    },
    onCounts: listener.counts,
    onStatus: listener.status,
    onRole: listener.role,
  });
  coordinator.start();
  return () => coordinator.stop();
}
