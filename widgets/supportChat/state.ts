/**
 * The support chat of one header: 'off' (notifications disabled, or no token), 'loading' (the token
 * call or the scripts), 'ready' (the SDK reports its unread count), 'failed' (a script did not load).
 */
type SupportChatStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface SupportChatState {
  status: SupportChatStatus;
  unread: number;
}

type SupportChatAction =
  | { type: 'Started' }
  | { type: 'TokenWithheld' }
  | { type: 'Connected' }
  | { type: 'UnreadChanged'; unread: number }
  | { type: 'LoadFailed' };

export const initialSupportChatState: SupportChatState = { status: 'off', unread: 0 };

// Events name what happened, in the past tense (CountsReceived), never a command.
export function supportChatReducer(state: SupportChatState, action: SupportChatAction): SupportChatState {
  switch (action.type) {
    case 'Started':
      return { status: 'loading', unread: 0 };
    case 'TokenWithheld':
      return { status: 'off', unread: 0 };
    case 'Connected':
      return { ...state, status: 'ready' };
    case 'UnreadChanged':
      return state.status === 'ready' ? { ...state, unread: action.unread } : state;
    case 'LoadFailed':
      // No chat, no count: the badge shows the signals alone (SPEC §8, failures are not shown).
      return { status: 'failed', unread: 0 };
  }
}
