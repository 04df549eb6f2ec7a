import { foldEvents } from '../foldEvents.testkit.ts';
import {
  initialSupportChatLoaderState,
  supportChatLoaderReducer,
  type SupportChatLoaderEvent,
  type SupportChatLoaderState,
} from './state.ts';

const fold = (events: SupportChatLoaderEvent[], state: SupportChatLoaderState = initialSupportChatLoaderState) => foldEvents(supportChatLoaderReducer, events, state);

const loaded: SupportChatLoaderEvent[] = [{ type: 'Started' }, { type: 'ScriptLoaded', script: 'domLibrary' }, { type: 'ScriptLoaded', script: 'sdk' }];
const refused = new Error('script refused');

describe('support-chat loader machine', () => {
  it('started: the DOM library first, the SDK once it loaded, then connected is reported and the SDK signed in to', () => {
    expect(fold(loaded)).toEqual({
      state: { status: 'connected' },
      effects: [
        { type: 'loadScript', script: 'domLibrary' },
        { type: 'loadScript', script: 'sdk' },
        { type: 'reportConnected' },
        { type: 'connectSdk' },
      ],
    });
  });

  it('the SDK\'s unread count is reported once connected, not before', () => {
    expect(fold([{ type: 'Started' }, { type: 'UnreadCountChanged', count: 3 }]).effects).not.toContainEqual({ type: 'reportUnread', count: 3 });
    expect(fold([...loaded, { type: 'UnreadCountChanged', count: 3 }]).effects.at(-1)).toEqual({ type: 'reportUnread', count: 3 });
  });

  it('script failed (the DOM library or the SDK): warned about, failed reported, nothing more loads', () => {
    expect(fold([{ type: 'Started' }, { type: 'ScriptFailed', script: 'domLibrary', error: refused }])).toEqual({
      state: { status: 'failed' },
      effects: [{ type: 'loadScript', script: 'domLibrary' }, { type: 'warnNotLoaded', error: refused }, { type: 'reportFailed' }],
    });
    const sdkFailed = fold([{ type: 'Started' }, { type: 'ScriptLoaded', script: 'domLibrary' }, { type: 'ScriptFailed', script: 'sdk', error: refused }]);
    expect(sdkFailed.state.status).toBe('failed');
    expect(sdkFailed.effects.slice(-2)).toEqual([{ type: 'warnNotLoaded', error: refused }, { type: 'reportFailed' }]);
  });

  it('SDK not found after its script loaded: failed, no count', () => {
    const { state, effects } = fold([...loaded, { type: 'SdkNotFound' }, { type: 'UnreadCountChanged', count: 2 }]);
    expect(state.status).toBe('failed');
    expect(effects.slice(-1)).toEqual([{ type: 'reportFailed' }]);
  });

  it('stopped while connected: the SDK is disconnected, and no count follows', () => {
    const { effects } = fold([...loaded, { type: 'Stopped' }, { type: 'UnreadCountChanged', count: 1 }]);
    expect(effects.slice(-1)).toEqual([{ type: 'disconnectSdk' }]);
  });

  it('stopped while a script loads: what it does later is ignored, not even a failure is warned about', () => {
    const stopped = fold([{ type: 'Started' }, { type: 'Stopped' }]);
    expect(stopped.effects).toEqual([{ type: 'loadScript', script: 'domLibrary' }]);
    expect(fold([{ type: 'ScriptLoaded', script: 'domLibrary' }, { type: 'ScriptFailed', script: 'sdk', error: refused }], stopped.state).effects).toEqual([]);
  });

  it('a script loaded out of turn changes nothing', () => {
    const loading = fold([{ type: 'Started' }]).state;
    expect(supportChatLoaderReducer(loading, { type: 'ScriptLoaded', script: 'sdk' })).toEqual({ state: loading, effects: [] });
  });
});
