/** The support-chat account and the user's token for it (the widget's token call, SPEC §7). */
export interface SupportChatToken {
  zendeskAccount: string;
  zendeskToken: string;
}

/**
 * The part of the support-chat SDK (Zendesk Chat Web SDK, global `zChat`) the runtime uses: init
 * with the account and a JWT, and the unread count as it changes. The one module that knows it.
 */
export interface SupportChatSdk {
  init(options: { account_key: string; authentication: { jwt_fn(callback: (jwt: string) => void): void } }): void;
  on(event: 'unread_count', listener: (count: number) => void): void;
  off?(event: 'unread_count', listener: (count: number) => void): void;
  /** Ends the signed-in session and its connection. */
  logout?(): void;
}

type SdkWindow = { zChat?: SupportChatSdk };

/** How many headers read each signed-in SDK: initialised once however many subscribe. */
const subscribers = new WeakMap<SupportChatSdk, number>();

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Signs the user in to the loaded SDK (once) and reports its unread count; the returned function
 * stops the reports, and the last one to stop signs the SDK out, so that an unmounted nav leaves no
 * connection behind (a later mount signs in again). False when the SDK is not on the page (a
 * script that loaded something else).
 */
export function connectSupportChat(win: object, token: SupportChatToken, onUnread: (count: number) => void): (() => void) | false {
  const sdk = (win as SdkWindow).zChat;
  if (!sdk || typeof sdk.init !== 'function' || typeof sdk.on !== 'function') return false;
  const count = subscribers.get(sdk) ?? 0;
  subscribers.set(sdk, count + 1);
  if (count === 0) {
    sdk.init({ account_key: token.zendeskAccount, authentication: { jwt_fn: (callback) => callback(token.zendeskToken) } });
  }
  // A count from outside is read as a count: anything else is 0, never NaN in the badge.
  const listener = (count: number) => onUnread(toCount(count));
  sdk.on('unread_count', listener);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    sdk.off?.('unread_count', listener);
    const left = (subscribers.get(sdk) ?? 1) - 1;
    subscribers.set(sdk, left);
    if (left === 0) sdk.logout?.();
  };
}
