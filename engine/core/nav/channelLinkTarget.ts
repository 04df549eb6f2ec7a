import type { NavContext } from '../context/navContext.ts';
import { joinUrl } from '../url/joinUrl.ts';
import { Role, hasRole } from './roles.ts';

/** Guide progress for CHANNEL below this means the walkthrough is unfinished (SPEC §9). */
const GUIDE_PROGRESS_DONE = 6;

type ChannelFacts = Pick<NavContext, 'user' | 'settings' | 'flags'>;

const CHANNEL_AREA_ROLES: readonly string[] = [
  Role.CHANNEL_ADMIN,
  Role.CHANNEL_SUPPORT,
  Role.CHANNEL_PRODUCT_SUPPORT,
  Role.SALES_SUPPORT,
  Role.REPORTS_CHANNEL_ADMIN,
];

/**
 * "Only" means the only channel-area role: every user also holds USER and maybe billing or
 * developer roles, which say nothing about where the channel link should land.
 */
function onlyChannelRole(nav: ChannelFacts, role: string): boolean {
  const held = nav.user.roles.filter((r) => CHANNEL_AREA_ROLES.includes(r));
  return held.length === 1 && held[0] === role;
}

/** The new admin dashboard flag differs between self-serve marketplaces and the others. */
function newAdminDashboardOn(nav: Pick<NavContext, 'settings' | 'flags'>): boolean {
  return nav.settings.selfserveMarketplace
    ? nav.flags.replace_mp_manager_dasboard
    : nav.flags.replace_mp_manager_dasboard_for_non_selfserve;
}

/** The channel path by role, in SPEC §2 order; the first rule that holds wins. */
function channelLinkPath(nav: ChannelFacts): string {
  if (onlyChannelRole(nav, Role.CHANNEL_PRODUCT_SUPPORT) && !nav.settings.baasTenant) return '/channel/products';
  if (onlyChannelRole(nav, Role.REPORTS_CHANNEL_ADMIN)) return '/channel/reports/history';
  if (hasRole(nav.user, Role.CHANNEL_ADMIN)) {
    const progress = nav.settings.guideProgress?.CHANNEL ?? 0;
    if (nav.settings.walkthroughEnabled && progress < GUIDE_PROGRESS_DONE) return '/channel/guide';
    if (newAdminDashboardOn(nav)) return '/admin';
  }
  return '/channel/marketplace';
}

export function channelLinkTarget(nav: ChannelFacts & Pick<NavContext, 'config'>): string {
  return joinUrl(nav.config.marketUrl, channelLinkPath(nav));
}

