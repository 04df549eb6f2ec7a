import type { SupportChatToken } from './api.ts';

/**
 * The part of the support-chat SDK (Zendesk Chat Web SDK, global `zChat`) the runtime uses: init
 * with the account and a JWT, and the unread count as it changes. The one module that knows it.
 */
export interface SupportChatSdk {
  init(options: { account_key: string; authentication: { jwt_fn(callback: (jwt: string) => void): void } }): void;
  on(event: 'unread_count', listener: (count: number) => void): void;
  off?(event: 'unread_count', listener: (count: number) => void): void;
}

type SdkWindow = { zChat?: SupportChatSdk };

/** The SDK initialised once per page however many headers subscribe. */
const initialised = new WeakSet<SupportChatSdk>();

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Signs the user in to the loaded SDK (once) and reports its unread count; the returned function
 * stops the reports. False when the SDK is not on the page (a script that loaded something else).
 */
export function connectSupportChat(win: object, token: SupportChatToken, onUnread: (count: number) => void): (() => void) | false {
  const sdk = (win as SdkWindow).zChat;
  if (!sdk || typeof sdk.init !== 'function' || typeof sdk.on !== 'function') return false;
  if (!initialised.has(sdk)) {
    initialised.add(sdk);
    sdk.init({ account_key: token.zendeskAccount, authentication: { jwt_fn: (callback) => callback(token.zendeskToken) } });
  }
  // A count from outside is read as a count: anything else is 0, never NaN in the badge.
  const listener = (count: number) => onUnread(toCount(count));
  sdk.on('unread_count', listener);
  return () => sdk.off?.('unread_count', listener);
}
