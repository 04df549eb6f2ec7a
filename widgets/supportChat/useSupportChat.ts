import { useReducer } from 'react';
import { useLastingEffect } from '../../ui/useLastingEffect.ts';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { startLazily } from '../../services/startLazily.ts';
import { afterFirstPaint } from '../../ui/lazy/firstPaint.ts';
import { supportChatScripts } from '../../services/supportChat/supportChatScripts.ts';
import { fetchSupportChatToken } from './api.ts';
import { initialSupportChatState, supportChatReducer, type SupportChatState } from './state.ts';

/**
 * The support chat behind the messages badge (SPEC §4, §7): when `enabled` (the notifications rule),
 * the token call; with a token, the support-chat loader (startSupportChat: the scripts from their
 * hosts, then the SDK's unread count). Unmounting aborts the call and stops the loader; the scripts
 * stay, as a page cannot unload a script.
 */
export function useSupportChat(enabled: boolean): SupportChatState {
  const nav = useNav();
  const env = useNavEnv();
  const [state, dispatch] = useReducer(supportChatReducer, initialSupportChatState);
  const { marketUrl } = nav.config;
  const { domLibrary, domLibraryIntegrity, sdk, sdkIntegrity, nonce } = supportChatScripts(nav.config);
  const userId = nav.user.id;

  // Once per mount, in StrictMode's development check too: one token call.
  useLastingEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let stop: (() => void) | null = null;
    dispatch({ type: 'Started' });
    void fetchSupportChatToken(env, marketUrl, controller.signal).then((token) => {
      if (controller.signal.aborted) return;
      if (!token) return dispatch({ type: 'TokenWithheld' });
      // The chat's loader is a chunk of its own: most views never start it.
      stop = startLazily(
        () => afterFirstPaint().then(() => import('../../services/supportChat/supportChatLoader.ts')),
        ({ startSupportChat }) =>
          startSupportChat({
            doc: document,
            win: window,
            scripts: { domLibrary, domLibraryIntegrity, sdk, sdkIntegrity, nonce },
            token,
            log: env.log,
            onConnected: () => dispatch({ type: 'Connected' }),
            onUnread: (unread) => dispatch({ type: 'UnreadChanged', unread }),
            onFailed: () => dispatch({ type: 'LoadFailed' }),
          }),
        () => dispatch({ type: 'LoadFailed' }),
      );
    });
    return () => {
      controller.abort();
      stop?.();
    };
  }, [enabled, env, marketUrl, domLibrary, domLibraryIntegrity, sdk, sdkIntegrity, nonce, userId]);

  return state;
}
