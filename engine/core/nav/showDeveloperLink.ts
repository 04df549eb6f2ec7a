import type { NavContext } from '../context/navContext.ts';
import { Capability, hasCapability } from './capabilities.ts';
import { Role, hasRole } from './roles.ts';

/** Developer: DEVELOPER capability and role, cms enabled, vendor mode (SPEC §6). */
export function showDeveloperLink(nav: Pick<NavContext, 'user' | 'capabilities' | 'settings'>): boolean {
  return (
    hasCapability(nav, Capability.DEVELOPER) &&
    hasRole(nav.user, Role.DEVELOPER) &&
    nav.settings.cmsEnabled === true &&
    nav.settings.vendorMode === true
  );
}
