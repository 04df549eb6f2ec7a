import type { NavContext } from '../context/navContext.ts';
import { getStaticLink } from './staticLinks.ts';
import { Role, hasRole } from './roles.ts';

/** Developer link target: /vendor/admin when program_manager_enabled is on, else /cms/home (SPEC §6). */
export function developerLinkTarget(nav: Pick<NavContext, 'flags' | 'config'>): string {
  return getStaticLink(nav.config.marketUrl, nav.flags.program_manager_enabled ? 'vendorAdmin' : 'cmsHome');
}

/** Developer label key: the long label for a channel admin on a vendor site, else 'Developer'. */
export function developerLinkLabelKey(nav: Pick<NavContext, 'user' | 'settings'>): string {
  return hasRole(nav.user, Role.CHANNEL_ADMIN) && nav.settings.vendorMode ? 'unav.manage.developerBilling' : 'unav.manage.developer';
}
