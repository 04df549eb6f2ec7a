import type { Step } from '../runMachine.ts';
import { unchanged } from '../runMachine.ts';
import type { SignalsCounts } from '../signals/parseSignalsFrame.ts';
import type { SocketStatus } from '../signals/state.ts';
import { parseChannelMessage, type ChannelMessage } from './parseChannelMessage.ts';

/** Without Web Locks the leader says it is alive this often; followers take over after three silences. */
export const HEARTBEAT_MS = 2_000;
export const LEADER_SILENCE_MS = 3 * HEARTBEAT_MS;
/** A tab joining without Web Locks waits this long (plus its own draw) to hear a living leader's next heartbeat. */
export const FIRST_SILENCE_MS = 1.5 * HEARTBEAT_MS;

/**
 * How this browser's tabs elect the one holding the socket: 'locks', the holder of a Web Lock
 * leads (the channel carries the counts); 'channel', without Web Locks, heartbeats on the channel
 * (the smaller id wins a tie); 'alone', without a channel, every tab leads its own socket.
 */
export type Election = 'locks' | 'channel' | 'alone';

/** What a tab shows of its part: it holds the browser's socket, or shows what the tab holding it sends. */
export type SocketRole = 'leader' | 'follower';

/**
 * 'idle': not started; 'waitingToBeShown': started in a hidden tab, which joins only once shown;
 * 'joined': in the election; 'stopped': left it, nothing runs any more.
 */
export type TabsStatus = 'idle' | 'waitingToBeShown' | 'joined' | 'stopped';

export interface TabsState {
  status: TabsStatus;
  /** 'electing' until this tab leads or hears from a leader (it shows as a follower meanwhile). */
  role: 'electing' | SocketRole;
  election: Election;
  /** This tab's id in the election without Web Locks. */
  id: string;
  /** What the leader's socket last said, for a tab that joins later. */
  latestCounts: SignalsCounts;
  latestStatus: SocketStatus | null;
}

type TimerEvent = { type: 'LeaderSilenceElapsed' } | { type: 'HeartbeatIntervalElapsed' };

/** `draw`: a number in [0, 1) that spreads the tabs' waits (Math.random's, or a test's). */
export type TabsEvent =
  | { type: 'Started'; visible: boolean; draw: number }
  | { type: 'TabShown'; draw: number }
  | { type: 'Stopped' }
  | { type: 'LockGranted' }
  /** What this tab's own socket reported while it leads. */
  | { type: 'CountsReported'; counts: SignalsCounts }
  | { type: 'StatusReported'; status: SocketStatus }
  /** Anything another script posted on the channel: checked (parseChannelMessage) before it counts. */
  | { type: 'MessageReceived'; data: unknown; draw: number }
  | TimerEvent;

export type TabsEffect =
  | { type: 'watchPresence' }
  | { type: 'unwatchPresence' }
  | { type: 'openChannel' }
  | { type: 'closeChannel' }
  | { type: 'post'; message: ChannelMessage }
  | { type: 'requestLock' }
  /** Gives the lock back, or withdraws the request while it waits. */
  | { type: 'releaseLock' }
  /** Opens the socket in this tab. */
  | { type: 'lead' }
  /** Closes the socket this tab holds. */
  | { type: 'stopLeading' }
  /** Starts the one timer, cancelling the one running. */
  | { type: 'startTimer'; ms: number; event: TimerEvent['type'] }
  | { type: 'clearTimer' }
  | { type: 'reportRole'; role: SocketRole }
  | { type: 'reportCounts'; counts: SignalsCounts }
  | { type: 'reportStatus'; status: SocketStatus };

type TabsStep = Step<TabsState, TabsEffect>;

/** How the tabs elect, from what the browser has. */
export function electionOf(sharing: { locks: boolean; channel: boolean }): Election {
  if (!sharing.channel) return 'alone';
  return sharing.locks ? 'locks' : 'channel';
}

/** A tab's id: the base-36 digits of one draw (parseChannelMessage accepts exactly these). */
export function tabIdOf(draw: number): string {
  return draw.toString(36).slice(2) || '0';
}

export function initialTabsState(id: string, election: Election): TabsState {
  return { status: 'idle', role: 'electing', election, id, latestCounts: {}, latestStatus: null };
}

const leading = (state: TabsState) => state.status === 'joined' && state.role === 'leader';

const waitForLeader = (ms: number): TabsEffect => ({ type: 'startTimer', ms, event: 'LeaderSilenceElapsed' });

const heartbeat = (state: TabsState): TabsEffect[] => [
  { type: 'post', message: { type: 'heartbeat', id: state.id } },
  { type: 'startTimer', ms: HEARTBEAT_MS, event: 'HeartbeatIntervalElapsed' },
];

/** Leading opens the socket here; without Web Locks the leader tells the others it is alive. */
function lead(state: TabsState): TabsStep {
  if (state.status !== 'joined' || state.role === 'leader') return unchanged(state);
  return {
    state: { ...state, role: 'leader' },
    effects: [{ type: 'reportRole', role: 'leader' }, { type: 'lead' }, ...(state.election === 'channel' ? heartbeat(state) : [])],
  };
}

/**
 * Joining: without a channel the tab leads at once. With one it shows as a follower, asks the
 * leader for the latest (hello), and waits: for the Web Lock, or without Web Locks long enough to
 * hear a living leader's next heartbeat.
 */
function join(state: TabsState, draw: number): TabsStep {
  const joined: TabsState = { ...state, status: 'joined', role: 'electing' };
  if (state.election === 'alone') return lead(joined);
  return {
    state: joined,
    effects: [
      { type: 'openChannel' },
      { type: 'reportRole', role: 'follower' },
      { type: 'post', message: { type: 'hello' } },
      state.election === 'locks' ? { type: 'requestLock' } : waitForLeader(FIRST_SILENCE_MS + draw * HEARTBEAT_MS),
    ],
  };
}

/** A leader was heard from: a tab still electing now follows; what it said is shown unless this tab leads. */
function follow(state: TabsState): TabsState {
  return state.role === 'electing' ? { ...state, role: 'follower' } : state;
}

/**
 * Without Web Locks: a follower that hears a heartbeat waits a new silence before taking over; a
 * leader that hears one from a smaller id (two elected at once) gives its socket up and follows.
 */
function heartbeatHeard(state: TabsState, id: string, draw: number): TabsStep {
  if (state.election !== 'channel') return unchanged(state);
  const silence = waitForLeader(LEADER_SILENCE_MS + draw * HEARTBEAT_MS);
  if (state.role !== 'leader') return { state: follow(state), effects: [silence] };
  if (id >= state.id) return unchanged(state);
  return {
    state: { ...state, role: 'follower' },
    effects: [{ type: 'stopLeading' }, { type: 'reportRole', role: 'follower' }, { type: 'post', message: { type: 'hello' } }, silence],
  };
}

/** A message another tab posted, once checked. */
function messageReceived(state: TabsState, message: ChannelMessage, draw: number): TabsStep {
  switch (message.type) {
    case 'counts':
      return state.role === 'leader' ? unchanged(state) : { state: follow(state), effects: [{ type: 'reportCounts', counts: message.counts }] };
    case 'status':
      return state.role === 'leader' ? unchanged(state) : { state: follow(state), effects: [{ type: 'reportStatus', status: message.status }] };
    case 'hello': {
      // A tab joined: the leader tells it the latest status and counts at once.
      if (state.role !== 'leader') return unchanged(state);
      const status: TabsEffect[] = state.latestStatus ? [{ type: 'post', message: { type: 'status', status: state.latestStatus } }] : [];
      return { state, effects: [...status, { type: 'post', message: { type: 'counts', counts: state.latestCounts } }] };
    }
    case 'heartbeat':
      return heartbeatHeard(state, message.id, draw);
    case 'bye':
      // The leader is gone: each follower takes over after its own short wait, the first one wins.
      if (state.election !== 'channel' || state.role === 'leader') return unchanged(state);
      return { state: { ...state, role: 'electing' }, effects: [waitForLeader(draw * HEARTBEAT_MS)] };
  }
}

/** Leaving: the socket closes if this tab led (without Web Locks it says so), the lock and the channel are let go. */
function stop(state: TabsState): TabsStep {
  const stopped: TabsState = { ...state, status: 'stopped' };
  if (state.status === 'waitingToBeShown') return { state: stopped, effects: [{ type: 'unwatchPresence' }] };
  if (state.status !== 'joined') return { state: stopped, effects: [] };
  const led = state.role === 'leader';
  const effects: TabsEffect[] = [{ type: 'clearTimer' }];
  if (led) effects.push({ type: 'stopLeading' });
  if (led && state.election === 'channel') effects.push({ type: 'post', message: { type: 'bye', id: state.id } });
  if (state.election === 'locks') effects.push({ type: 'releaseLock' });
  if (state.election !== 'alone') effects.push({ type: 'closeChannel' });
  return { state: stopped, effects };
}

// Events name what happened, in the past tense (SocketClosed), never a command.
export function tabsReducer(state: TabsState, event: TabsEvent): TabsStep {
  if (state.status === 'stopped') {
    // A lock granted as the tab left is given straight back.
    return event.type === 'LockGranted' ? { state, effects: [{ type: 'releaseLock' }] } : unchanged(state);
  }
  switch (event.type) {
    case 'Started':
      if (state.status !== 'idle') return unchanged(state);
      if (event.visible) return join(state, event.draw);
      // A hidden tab neither joins the election nor opens a socket until it is shown.
      return { state: { ...state, status: 'waitingToBeShown' }, effects: [{ type: 'watchPresence' }] };
    case 'TabShown': {
      if (state.status !== 'waitingToBeShown') return unchanged(state);
      const joined = join(state, event.draw);
      return { state: joined.state, effects: [{ type: 'unwatchPresence' }, ...joined.effects] };
    }
    case 'Stopped':
      return stop(state);
    case 'LockGranted':
    case 'LeaderSilenceElapsed':
      return lead(state);
    case 'HeartbeatIntervalElapsed':
      return leading(state) && state.election === 'channel' ? { state, effects: heartbeat(state) } : unchanged(state);
    case 'CountsReported':
      if (!leading(state)) return unchanged(state);
      return {
        state: { ...state, latestCounts: { ...state.latestCounts, ...event.counts } },
        effects: [{ type: 'reportCounts', counts: event.counts }, { type: 'post', message: { type: 'counts', counts: event.counts } }],
      };
    case 'StatusReported':
      if (!leading(state)) return unchanged(state);
      return {
        state: { ...state, latestStatus: event.status },
        effects: [{ type: 'reportStatus', status: event.status }, { type: 'post', message: { type: 'status', status: event.status } }],
      };
    case 'MessageReceived': {
      const message = state.status === 'joined' ? parseChannelMessage(event.data) : null;
      return message ? messageReceived(state, message, event.draw) : unchanged(state);
    }
  }
}
