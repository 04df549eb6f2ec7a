import type { NavContext } from '../engine/core/context/types.ts';

/**
 * SPEC §2: the logo goes to /myapps for a signed-in user with the CUSTOMER_APPLICATION_MANAGEMENT
 * capability and no redirect-to-home; otherwise to /home.
 */
export function logoTarget(nav: NavContext): '/myapps' | '/home' {
  const signedIn = nav.user.state !== 'loggedout' && Boolean(nav.user.id);
  const hasMyApps = nav.capabilities.includes('CUSTOMER_APPLICATION_MANAGEMENT');
  return signedIn && hasMyApps && !nav.settings.redirectToHome ? '/myapps' : '/home';
}
