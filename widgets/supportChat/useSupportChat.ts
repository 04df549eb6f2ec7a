import { useEffect, useReducer } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { fetchSupportChatToken } from './api.ts';
import { loadScriptOnce } from '../../services/supportChat/loadScriptOnce.ts';
import { initialSupportChatState, supportChatReducer, type SupportChatState } from './state.ts';
import { connectSupportChat } from '../../services/supportChat/supportChatSdk.ts';
import { supportChatScripts } from '../../services/supportChat/supportChatScripts.ts';

/**
 * The support chat behind the messages badge (SPEC §4, §7): when `enabled` (the notifications rule),
 * the token call; with a token, the DOM library then the pinned SDK from their script hosts (once
 * per page; https or the page's origin, with the page's nonce and each one's integrity), and the
 * SDK's unread count from then on. A script that is refused or fails to load is warned about. Unmounting aborts the call and stops the
 * reports; the scripts stay, as a page cannot unload a script.
 */
export function useSupportChat(enabled: boolean): SupportChatState {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(supportChatReducer, initialSupportChatState);
  const { marketUrl } = nav.config;
  const { domLibrary, domLibraryIntegrity, sdk, sdkIntegrity, nonce } = supportChatScripts(nav.config);
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
        await loadScriptOnce(document, domLibrary, { nonce, integrity: domLibraryIntegrity });
        await loadScriptOnce(document, sdk, { nonce, integrity: sdkIntegrity });
      } catch (error) {
        if (controller.signal.aborted) return;
        env.log.warn('Universal navigation: support chat not loaded', error);
        dispatch({ type: 'LoadFailed' });
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
  }, [enabled, env, marketUrl, domLibrary, domLibraryIntegrity, sdk, sdkIntegrity, nonce, userId]);

  return state;
}
