import { foldEvents } from '../foldEvents.testkit.ts';
import {
  electionOf,
  FIRST_SILENCE_MS,
  HEARTBEAT_MS,
  initialTabsState,
  LEADER_SILENCE_MS,
  tabIdOf,
  tabsReducer,
  type Election,
  type TabsEvent,
  type TabsState,
} from './state.ts';

const fold = (events: TabsEvent[], state: TabsState) => foldEvents(tabsReducer, events, state);

const tab = (election: Election, id = 'm') => initialTabsState(id, election);
const started: TabsEvent = { type: 'Started', visible: true, draw: 0.5 };
const heard = (data: unknown, draw = 0.5): TabsEvent => ({ type: 'MessageReceived', data, draw });
const heartbeatFrom = (id: string) => heard({ type: 'heartbeat', id });

describe('tabs machine: joining', () => {
  it('the election follows what the browser has: Web Locks with a channel, a channel alone, or nothing to share over', () => {
    expect(electionOf({ locks: true, channel: true })).toBe('locks');
    expect(electionOf({ locks: false, channel: true })).toBe('channel');
    expect(electionOf({ locks: true, channel: false })).toBe('alone');
    expect(electionOf({ locks: false, channel: false })).toBe('alone');
  });

  it('a tab id is the base-36 digits of a draw', () => {
    expect(tabIdOf(0.5)).toBe('i');
    expect(tabIdOf(0)).toBe('0');
  });

  it('started with Web Locks: opens the channel, shows as a follower, says hello, and asks for the lock', () => {
    const { state, effects } = fold([started], tab('locks'));
    expect(state).toMatchObject({ status: 'joined', role: 'electing' });
    expect(effects).toEqual([
      { type: 'openChannel' },
      { type: 'reportRole', role: 'follower' },
      { type: 'post', message: { type: 'hello' } },
      { type: 'requestLock' },
    ]);
  });

  it('started without Web Locks: waits one and a half heartbeats plus its own draw of one to hear a leader', () => {
    expect(fold([{ type: 'Started', visible: true, draw: 0.25 }], tab('channel')).effects.at(-1)).toEqual({
      type: 'startTimer',
      ms: FIRST_SILENCE_MS + 0.25 * HEARTBEAT_MS,
      event: 'LeaderSilenceElapsed',
    });
  });

  it('started with nothing to share over: leads its own socket at once, no channel, no heartbeat', () => {
    const { state, effects } = fold([started], tab('alone'));
    expect(state).toMatchObject({ status: 'joined', role: 'leader' });
    expect(effects).toEqual([{ type: 'reportRole', role: 'leader' }, { type: 'lead' }]);
  });

  it('started in a hidden tab: joins nothing until the tab is shown', () => {
    const hidden = fold([{ type: 'Started', visible: false, draw: 0 }], tab('locks'));
    expect(hidden.state.status).toBe('waitingToBeShown');
    expect(hidden.effects).toEqual([{ type: 'watchPresence' }]);
    const shown = fold([{ type: 'TabShown', draw: 0 }], hidden.state);
    expect(shown.state.status).toBe('joined');
    expect(shown.effects).toEqual([{ type: 'unwatchPresence' }, { type: 'openChannel' }, { type: 'reportRole', role: 'follower' }, { type: 'post', message: { type: 'hello' } }, { type: 'requestLock' }]);
  });

  it('tab shown again once joined changes nothing', () => {
    const joined = fold([started], tab('locks')).state;
    expect(tabsReducer(joined, { type: 'TabShown', draw: 0 })).toEqual({ state: joined, effects: [] });
  });
});

describe('tabs machine: leader elected', () => {
  it('lock granted: leads and opens the socket; with Web Locks no heartbeat', () => {
    const { state, effects } = fold([started, { type: 'LockGranted' }], tab('locks'));
    expect(state.role).toBe('leader');
    expect(effects.slice(-2)).toEqual([{ type: 'reportRole', role: 'leader' }, { type: 'lead' }]);
  });

  it('leader silence elapsed without Web Locks: leads, says it is alive, and again every heartbeat', () => {
    const leader = fold([started, { type: 'LeaderSilenceElapsed' }], tab('channel', 'k'));
    expect(leader.effects.slice(-4)).toEqual([
      { type: 'reportRole', role: 'leader' },
      { type: 'lead' },
      { type: 'post', message: { type: 'heartbeat', id: 'k' } },
      { type: 'startTimer', ms: HEARTBEAT_MS, event: 'HeartbeatIntervalElapsed' },
    ]);
    expect(fold([{ type: 'HeartbeatIntervalElapsed' }], leader.state).effects).toEqual(leader.effects.slice(-2));
  });

  it('elected twice (a late timer, a second grant): the socket is opened once', () => {
    const { effects } = fold([started, { type: 'LeaderSilenceElapsed' }, { type: 'LeaderSilenceElapsed' }], tab('channel'));
    expect(effects.filter((effect) => effect.type === 'lead')).toHaveLength(1);
  });

  it('the leader\'s socket reports: shown in its tab and posted to the others; the latest kept', () => {
    const leader = fold([started, { type: 'LockGranted' }], tab('locks')).state;
    const { state, effects } = fold(
      [
        { type: 'StatusReported', status: 'open' },
        { type: 'CountsReported', counts: { unreadCount: 2 } },
        { type: 'CountsReported', counts: { homeUpdatedCount: 7 } },
      ],
      leader,
    );
    expect(effects.slice(0, 2)).toEqual([{ type: 'reportStatus', status: 'open' }, { type: 'post', message: { type: 'status', status: 'open' } }]);
    expect(state).toMatchObject({ latestStatus: 'open', latestCounts: { unreadCount: 2, homeUpdatedCount: 7 } });
  });

  it('a tab joined (hello): the leader tells it the latest status and counts at once; a follower says nothing', () => {
    const leader = fold([started, { type: 'LockGranted' }, { type: 'StatusReported', status: 'open' }, { type: 'CountsReported', counts: { unreadCount: 2 } }], tab('locks')).state;
    expect(tabsReducer(leader, heard({ type: 'hello' })).effects).toEqual([
      { type: 'post', message: { type: 'status', status: 'open' } },
      { type: 'post', message: { type: 'counts', counts: { unreadCount: 2 } } },
    ]);
    const fresh = fold([started, { type: 'LockGranted' }], tab('locks')).state;
    expect(tabsReducer(fresh, heard({ type: 'hello' })).effects).toEqual([{ type: 'post', message: { type: 'counts', counts: {} } }]);
    const follower = fold([started], tab('locks')).state;
    expect(tabsReducer(follower, heard({ type: 'hello' })).effects).toEqual([]);
  });
});

describe('tabs machine: following', () => {
  it('counts and status from the leader are shown by a follower, which now knows a leader', () => {
    const { state, effects } = fold([started, heard({ type: 'status', status: 'open' }), heard({ type: 'counts', counts: { unreadCount: 4 } })], tab('locks'));
    expect(state.role).toBe('follower');
    expect(effects.slice(-2)).toEqual([{ type: 'reportStatus', status: 'open' }, { type: 'reportCounts', counts: { unreadCount: 4 } }]);
  });

  it('a leader ignores counts and status another tab posts: it shows its own socket\'s', () => {
    const leader = fold([started, { type: 'LockGranted' }], tab('locks')).state;
    expect(fold([heard({ type: 'counts', counts: { unreadCount: 9 } }), heard({ type: 'status', status: 'closed' })], leader).effects).toEqual([]);
  });

  it('heartbeat heard by a follower without Web Locks: it waits a whole silence, plus its draw of a heartbeat, before taking over', () => {
    const { state, effects } = fold([started, heard({ type: 'heartbeat', id: 'a' }, 0.5)], tab('channel'));
    expect(state.role).toBe('follower');
    expect(effects.at(-1)).toEqual({ type: 'startTimer', ms: LEADER_SILENCE_MS + 0.5 * HEARTBEAT_MS, event: 'LeaderSilenceElapsed' });
  });

  it('two leaders elected at once: the one with the larger id gives its socket up, follows, and says hello', () => {
    const leader = fold([started, { type: 'LeaderSilenceElapsed' }], tab('channel', 'm')).state;
    expect(fold([heartbeatFrom('z')], leader)).toEqual({ state: leader, effects: [] });
    const { state, effects } = fold([heartbeatFrom('a')], leader);
    expect(state.role).toBe('follower');
    expect(effects).toEqual([
      { type: 'stopLeading' },
      { type: 'reportRole', role: 'follower' },
      { type: 'post', message: { type: 'hello' } },
      { type: 'startTimer', ms: LEADER_SILENCE_MS + 0.5 * HEARTBEAT_MS, event: 'LeaderSilenceElapsed' },
    ]);
  });

  it('with Web Locks heartbeats count for nothing: the lock decides', () => {
    const leader = fold([started, { type: 'LockGranted' }], tab('locks', 'm')).state;
    expect(fold([heartbeatFrom('a')], leader)).toEqual({ state: leader, effects: [] });
  });

  it('leader gone (bye): a follower is electing again and takes over after its own short wait', () => {
    const follower = fold([started, heartbeatFrom('a')], tab('channel')).state;
    const { state, effects } = fold([heard({ type: 'bye', id: 'a' }, 0.25)], follower);
    expect(state.role).toBe('electing');
    expect(effects).toEqual([{ type: 'startTimer', ms: 0.25 * HEARTBEAT_MS, event: 'LeaderSilenceElapsed' }]);
    expect(fold([{ type: 'LeaderSilenceElapsed' }], state).state.role).toBe('leader');
  });

  it('forged messages change nothing and ask for nothing, whatever the role', () => {
    const forged = [
      { type: 'counts', counts: { unreadCount: 1e9 } },
      { type: 'counts', counts: { unreadCount: -2 } },
      { type: 'status', status: 'hijacked' },
      { type: 'heartbeat', id: '' },
      { type: 'heartbeat', id: '!' },
      { type: 'bye', id: { id: 0 } },
      { type: 'hello', extra: 1 },
      'counts',
      null,
    ];
    const follower = fold([started], tab('channel')).state;
    const leader = fold([{ type: 'LeaderSilenceElapsed' }], follower).state;
    for (const state of [follower, leader]) expect(fold(forged.map((data) => heard(data)), state)).toEqual({ state, effects: [] });
  });
});

describe('tabs machine: stopped', () => {
  it('the leader without Web Locks stops: its socket closes, it says bye, and the channel closes', () => {
    const leader = fold([started, { type: 'LeaderSilenceElapsed' }], tab('channel', 'k')).state;
    expect(fold([{ type: 'Stopped' }], leader).effects).toEqual([
      { type: 'clearTimer' },
      { type: 'stopLeading' },
      { type: 'post', message: { type: 'bye', id: 'k' } },
      { type: 'closeChannel' },
    ]);
  });

  it('with Web Locks: the socket closes, the lock (or the request for it) is let go, the channel closes; no bye', () => {
    const leader = fold([started, { type: 'LockGranted' }], tab('locks')).state;
    expect(fold([{ type: 'Stopped' }], leader).effects).toEqual([{ type: 'clearTimer' }, { type: 'stopLeading' }, { type: 'releaseLock' }, { type: 'closeChannel' }]);
    const waiting = fold([started], tab('locks')).state;
    expect(fold([{ type: 'Stopped' }], waiting).effects).toEqual([{ type: 'clearTimer' }, { type: 'releaseLock' }, { type: 'closeChannel' }]);
  });

  it('a lock granted after the tab stopped is given straight back, and the tab never leads', () => {
    const stopped = fold([started, { type: 'Stopped' }], tab('locks')).state;
    expect(fold([{ type: 'LockGranted' }], stopped)).toEqual({ state: stopped, effects: [{ type: 'releaseLock' }] });
  });

  it('a hidden tab that stops before it is shown stops watching the page and never joins', () => {
    const hidden = fold([{ type: 'Started', visible: false, draw: 0 }], tab('locks')).state;
    const { state, effects } = fold([{ type: 'Stopped' }, { type: 'TabShown', draw: 0 }], hidden);
    expect(state.status).toBe('stopped');
    expect(effects).toEqual([{ type: 'unwatchPresence' }]);
  });

  it('after stopped no message, timer or report does anything', () => {
    const stopped = fold([started, { type: 'LeaderSilenceElapsed' }, { type: 'Stopped' }], tab('channel')).state;
    const later: TabsEvent[] = [started, heard({ type: 'hello' }), heartbeatFrom('a'), { type: 'LeaderSilenceElapsed' }, { type: 'HeartbeatIntervalElapsed' }, { type: 'CountsReported', counts: { unreadCount: 1 } }, { type: 'Stopped' }];
    expect(fold(later, stopped)).toEqual({ state: stopped, effects: [] });
  });
});
