import { useCallback, type MouseEvent } from 'react';
import { clearUserData } from '../../core/cache/clearUserData.ts';
import { readStoredUserId } from '../../core/cache/storedUserId.ts';
import type { NavContext } from '../../core/context/navContext.ts';
import type { NavEnv } from '../../core/env.ts';
import { isLogoutLink } from '../../core/nav/isLogoutLink.ts';
import type { NavComposition } from './composition.ts';

/**
 * A click handler for a nav root: a click on a logout link clears the user's stored data
 * (clearUserData) while the browser goes on to the logout page; the navigation is not held up.
 */
export function useClearOnLogout(nav: NavContext, env: NavEnv, userData: NavComposition['userData']) {
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const link = { href: anchor.getAttribute('href'), itemId: anchor.getAttribute('data-menu-item') ?? anchor.getAttribute('data-item') };
      if (!isLogoutLink(link, nav.config.marketUrl)) return;
      clearUserData(env, {
        marketUrl: nav.config.marketUrl,
        userIds: [nav.user.id, nav.bootstrap.UserInfo?.user_id, readStoredUserId(env, nav.config.marketUrl)],
        perUserMaps: userData.perUserMaps,
        sessionKeys: userData.sessionKeys,
      });
    },
    [nav, env, userData],
  );
}
