import type { NavContext } from '../context/navContext.ts';

/** Settings: hidden when an identity provider is in use or settings live under the profile (SPEC §6). */
export function showSettingsLink(nav: Pick<NavContext, 'settings'>): boolean {
  return !nav.settings.identityProviderInUse && !nav.settings.settingsUnderProfile;
}
