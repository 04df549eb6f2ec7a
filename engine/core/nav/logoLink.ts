import type { NavContext } from '../context/navContext.ts';
import { showMyAppsLink } from './showMyAppsLink.ts';
import { getStaticLink } from './staticLinks.ts';

/**
 * The logo goes to /myapps for a signed-in user with CUSTOMER_APPLICATION_MANAGEMENT and no
 * redirect-to-home; otherwise to /home (SPEC §2).
 */
export function logoLinkTarget(nav: Pick<NavContext, 'user' | 'capabilities' | 'settings' | 'config'>): string {
  const toMyApps = nav.user.state === 'loggedin' && showMyAppsLink(nav) && !nav.settings.redirectToHome;
  return getStaticLink(nav.config.marketUrl, toMyApps ? 'myapps' : 'home');
}
