import { useEffect, useReducer } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { fetchSupportChatToken } from './api.ts';
import { loadScriptOnce } from './loadScriptOnce.ts';
import { initialSupportChatState, supportChatReducer, type SupportChatState } from './state.ts';
import { connectSupportChat } from './supportChatSdk.ts';
import { supportChatScripts } from './supportChatScripts.ts';

/**
 * The support chat behind the messages badge (SPEC §4, §7): when `enabled` (the notifications rule),
 * the token call; with a token, the DOM library then the pinned SDK from their script hosts (once
 * per page), and the SDK's unread count from then on. Unmounting aborts the call and stops the
 * reports; the scripts stay, as a page cannot unload a script.
 */
export function useSupportChat(enabled: boolean): SupportChatState {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(supportChatReducer, initialSupportChatState);
  const { marketUrl } = nav.config;
  const { domLibrary, sdk, nonce } = supportChatScripts(nav.config.supportChat);
  const userId = nav.user.id;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let disconnect: (() => void) | false = false;
    dispatch({ type: 'Started' });
    void (async () => {
      const token = await fetchSupportChatToken(env, marketUrl, controller.signal);
      if (controller.signal.aborted) return;
      if (!token) return dispatch({ type: 'NoToken' });
      try {
        // The SDK expects the DOM library on the page before it runs.
        await loadScriptOnce(document, domLibrary, nonce);
        await loadScriptOnce(document, sdk, nonce);
      } catch {
        if (!controller.signal.aborted) dispatch({ type: 'LoadFailed' });
        return;
      }
      if (controller.signal.aborted) return;
      dispatch({ type: 'Connected' });
      disconnect = connectSupportChat(window, token, (unread) => dispatch({ type: 'UnreadChanged', unread }));
      if (!disconnect) dispatch({ type: 'LoadFailed' });
    })();
    return () => {
      controller.abort();
      if (disconnect) disconnect();
    };
  }, [enabled, env, marketUrl, domLibrary, sdk, nonce, userId]);

  return state;
}
