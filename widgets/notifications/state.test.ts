import { initialNotificationsState, notificationsReducer } from './state.ts';

describe('notifications state', () => {
  it('an open socket makes the widget active; a closed one offline', () => {
    const open = notificationsReducer(initialNotificationsState, { type: 'SocketStatusChanged', status: 'open' });
    expect(open.status).toBe('connected');
    expect(notificationsReducer(open, { type: 'SocketStatusChanged', status: 'closed' }).status).toBe('offline');
    expect(notificationsReducer(open, { type: 'SocketStatusChanged', status: 'connecting' }).status).toBe('connecting');
  });

  it('a message updates only the counts it carries', () => {
    const first = notificationsReducer(initialNotificationsState, {
      type: 'CountsReceived',
      counts: { unreadCount: 4, hasUnreadMessages: true, homeUpdatedCount: 2 },
    });
    const second = notificationsReducer(first, { type: 'CountsReceived', counts: { homeUpdatedCount: 0 } });
    expect(second).toMatchObject({ signalsUnread: 4, hasUnreadMessages: true, homeUpdated: 0 });
  });
});
