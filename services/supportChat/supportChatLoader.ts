/**
 * The support-chat loader (SPEC §4, §7), a page service with no view: the DOM library and the
 * pinned SDK from their script hosts, then the SDK's unread count. Its rules are the machine of
 * state.ts; this runner owns the script elements (loadScriptOnce) and the SDK (connectSupportChat),
 * tells the machine what they did and performs what it asks.
 */
import { runMachine } from '../runMachine.ts';
import { loadScriptOnce } from './loadScriptOnce.ts';
import { initialSupportChatLoaderState, supportChatLoaderReducer, type SupportChatLoaderEffect } from './state.ts';
import { connectSupportChat, type SupportChatToken } from './supportChatSdk.ts';
import type { SupportChatScripts } from './supportChatScripts.ts';

export interface SupportChatLoaderOptions {
  /** The document the scripts are added to, and the window the SDK appears on. */
  doc: Document;
  win: object;
  scripts: SupportChatScripts;
  token: SupportChatToken;
  log: { warn(message: string, error: unknown): void };
  /** The SDK is signed in: its unread counts follow. */
  onConnected(): void;
  onUnread(count: number): void;
  /** No chat: a script was refused or failed, or no SDK came with it. */
  onFailed(): void;
}

/**
 * Loads the scripts once per page (https or the page's origin, with the page's nonce and each
 * one's integrity), signs in to the SDK with the token and reports its unread count. The returned
 * function stops: the SDK stops reporting to this header, and a script still loading is ignored.
 */
export function startSupportChat(options: SupportChatLoaderOptions): () => void {
  const { doc, win, scripts, token, log } = options;
  let disconnect: (() => void) | false = false;
  const machine = runMachine(supportChatLoaderReducer, initialSupportChatLoaderState, perform);

  function perform(effect: SupportChatLoaderEffect): void {
    switch (effect.type) {
      case 'loadScript': {
        const { script } = effect;
        const [url, integrity] = script === 'sdk' ? [scripts.sdk, scripts.sdkIntegrity] : [scripts.domLibrary, scripts.domLibraryIntegrity];
        loadScriptOnce(doc, url, { nonce: scripts.nonce, integrity }).then(
          () => machine.dispatch({ type: 'ScriptLoaded', script }),
          (error: unknown) => machine.dispatch({ type: 'ScriptFailed', script, error }),
        );
        return;
      }
      case 'warnNotLoaded':
        return log.warn('Universal navigation: support chat not loaded', effect.error);
      case 'connectSdk':
        disconnect = connectSupportChat(win, token, (count) => machine.dispatch({ type: 'UnreadCountChanged', count }));
        if (!disconnect) machine.dispatch({ type: 'SdkNotFound' });
        return;
      case 'disconnectSdk':
        if (disconnect) disconnect();
        disconnect = false;
        return;
      case 'reportConnected':
        return options.onConnected();
      case 'reportUnread':
        return options.onUnread(effect.count);
      case 'reportFailed':
        return options.onFailed();
    }
  }

  machine.dispatch({ type: 'Started' });
  return () => machine.dispatch({ type: 'Stopped' });
}
