import type { Step } from '../runMachine.ts';
import { unchanged } from '../runMachine.ts';

/** The two scripts, in the order they load: the SDK expects the DOM library on the page before it runs. */
export type SupportChatScript = 'domLibrary' | 'sdk';

/**
 * 'idle': not started; 'loadingDomLibrary', 'loadingSdk': waiting for that script; 'connected':
 * signed in to the SDK, which reports its unread count; 'failed': a script was refused or did not
 * load, or brought no SDK; 'stopped': the header left, nothing is reported any more.
 */
export type SupportChatLoaderStatus = 'idle' | 'loadingDomLibrary' | 'loadingSdk' | 'connected' | 'failed' | 'stopped';

export interface SupportChatLoaderState {
  status: SupportChatLoaderStatus;
}

export type SupportChatLoaderEvent =
  | { type: 'Started' }
  | { type: 'ScriptLoaded'; script: SupportChatScript }
  | { type: 'ScriptFailed'; script: SupportChatScript; error: unknown }
  /** The SDK script loaded, but no SDK came with it (a script that loaded something else). */
  | { type: 'SdkNotFound' }
  | { type: 'UnreadCountChanged'; count: number }
  | { type: 'Stopped' };

export type SupportChatLoaderEffect =
  | { type: 'loadScript'; script: SupportChatScript }
  | { type: 'warnNotLoaded'; error: unknown }
  /** Signs in to the SDK and listens to its unread count. */
  | { type: 'connectSdk' }
  | { type: 'disconnectSdk' }
  | { type: 'reportConnected' }
  | { type: 'reportUnread'; count: number }
  | { type: 'reportFailed' };

type SupportChatLoaderStep = Step<SupportChatLoaderState, SupportChatLoaderEffect>;

export const initialSupportChatLoaderState: SupportChatLoaderState = { status: 'idle' };

const failed: SupportChatLoaderState = { status: 'failed' };

/**
 * A loaded SDK script: connected is reported before signing in, so that a count the SDK reports
 * as it is listened to already counts; no SDK on the page then fails.
 */
function scriptLoaded(state: SupportChatLoaderState, script: SupportChatScript): SupportChatLoaderStep {
  if (script === 'domLibrary' && state.status === 'loadingDomLibrary') {
    return { state: { status: 'loadingSdk' }, effects: [{ type: 'loadScript', script: 'sdk' }] };
  }
  if (script === 'sdk' && state.status === 'loadingSdk') {
    return { state: { status: 'connected' }, effects: [{ type: 'reportConnected' }, { type: 'connectSdk' }] };
  }
  return unchanged(state);
}

// Events name what happened, in the past tense (SocketClosed), never a command.
export function supportChatLoaderReducer(state: SupportChatLoaderState, event: SupportChatLoaderEvent): SupportChatLoaderStep {
  if (state.status === 'stopped') return unchanged(state);
  switch (event.type) {
    case 'Started':
      // The SDK expects the DOM library on the page before it runs.
      return state.status === 'idle' ? { state: { status: 'loadingDomLibrary' }, effects: [{ type: 'loadScript', script: 'domLibrary' }] } : unchanged(state);
    case 'ScriptLoaded':
      return scriptLoaded(state, event.script);
    case 'ScriptFailed':
      // A refused or failed script is warned about; no chat, no count (SPEC §8: failures are not shown).
      return state.status === 'loadingDomLibrary' || state.status === 'loadingSdk'
        ? { state: failed, effects: [{ type: 'warnNotLoaded', error: event.error }, { type: 'reportFailed' }] }
        : unchanged(state);
    case 'SdkNotFound':
      return state.status === 'connected' ? { state: failed, effects: [{ type: 'reportFailed' }] } : unchanged(state);
    case 'UnreadCountChanged':
      return state.status === 'connected' ? { state, effects: [{ type: 'reportUnread', count: event.count }] } : unchanged(state);
    case 'Stopped':
      // The scripts stay, as a page cannot unload a script; the SDK stops reporting.
      return { state: { status: 'stopped' }, effects: state.status === 'connected' ? [{ type: 'disconnectSdk' }] : [] };
  }
}
