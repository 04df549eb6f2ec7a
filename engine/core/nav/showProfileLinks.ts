import type { NavContext } from '../context/navContext.ts';

/** Profile and company links: only if profiles are enabled, which they are by default (SPEC §6). */
export function showProfileLinks(nav: Pick<NavContext, 'settings'>): boolean {
  return nav.settings.profilesEnabled !== false;
}
