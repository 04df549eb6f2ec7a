import type { SignalsCounts } from '../../services/signals/parseSignalsFrame.ts';
import type { SocketStatus } from '../../services/signals/state.ts';
import type { SocketRole } from '../../services/tabs/state.ts';

/**
 * 'idle': not enabled or not started; 'connecting'; 'connected': the socket is open;
 * 'offline': the socket closed and a new one will be opened. Badges show only when connected (SPEC §4).
 */
export type NotificationsStatus = 'idle' | 'connecting' | 'connected' | 'offline';

export interface NotificationsState {
  status: NotificationsStatus;
  signalsUnread: number;
  hasUnreadMessages: boolean;
  homeUpdated: number;
  /** Whether this tab holds the browser's one socket or shows what the tab holding it sends. */
  socketRole: SocketRole | null;
}

type NotificationsAction =
  | { type: 'SocketStatusChanged'; status: SocketStatus }
  | { type: 'CountsReceived'; counts: SignalsCounts }
  | { type: 'SocketRoleChanged'; role: SocketRole };

export const initialNotificationsState: NotificationsState = {
  status: 'idle',
  signalsUnread: 0,
  hasUnreadMessages: false,
  homeUpdated: 0,
  socketRole: null,
};

const STATUS: Record<SocketStatus, NotificationsStatus> = { connecting: 'connecting', open: 'connected', closed: 'offline' };

// Events name what happened, in the past tense (CountsReceived), never a command.
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'SocketStatusChanged':
      return { ...state, status: STATUS[action.status] };
    case 'CountsReceived': {
      // A frame may carry only the team or only the feeds; what it leaves out keeps its value.
      const { unreadCount, hasUnreadMessages, homeUpdatedCount } = action.counts;
      return {
        ...state,
        signalsUnread: unreadCount ?? state.signalsUnread,
        hasUnreadMessages: hasUnreadMessages ?? state.hasUnreadMessages,
        homeUpdated: homeUpdatedCount ?? state.homeUpdated,
      };
    }
    case 'SocketRoleChanged':
      return { ...state, socketRole: action.role };
  }
}
