import type { NavContext } from '../context/navContext.ts';

/** Sign-up: hidden if the hide-sign-up flag is set (SPEC §6). */
export function showSignupLink(nav: Pick<NavContext, 'settings'>): boolean {
  return !nav.settings.hideSignup;
}
