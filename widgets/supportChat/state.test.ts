import { describe, expect, it } from 'vitest';
import { initialSupportChatState, supportChatReducer } from './state.ts';

describe('support-chat state', () => {
  it('counts unread only once connected; a failure or no token counts nothing', () => {
    const loading = supportChatReducer(initialSupportChatState, { type: 'Started' });
    expect(supportChatReducer(loading, { type: 'UnreadChanged', unread: 3 }).unread).toBe(0);
    const ready = supportChatReducer(loading, { type: 'Connected' });
    expect(supportChatReducer(ready, { type: 'UnreadChanged', unread: 3 })).toEqual({ status: 'ready', unread: 3 });
    expect(supportChatReducer({ status: 'ready', unread: 3 }, { type: 'LoadFailed' })).toEqual({ status: 'failed', unread: 0 });
    expect(supportChatReducer(loading, { type: 'TokenWithheld' })).toEqual({ status: 'off', unread: 0 });
  });
});
