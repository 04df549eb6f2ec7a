import type { NavContext } from '../context/navContext.ts';
import { getAddonStoreLink, getIntegrationsLink } from './addonLinks.ts';
import { channelLinkTarget } from './channelLinkTarget.ts';
import { developerLinkLabelKey, developerLinkTarget } from './developerLink.ts';
import { getCompanyLink, getProfileLink } from './profileLinks.ts';
import { roleAreaLabelKey } from './roleLabels.ts';
import { showAccountLink } from './showAccountLink.ts';
import { showChannelLink } from './showChannelLink.ts';
import { showCorporateLink } from './showCorporateLink.ts';
import { showDeveloperLink } from './showDeveloperLink.ts';
import { showInternalReportsLink } from './showInternalReportsLink.ts';
import { showMyAppsLink } from './showMyAppsLink.ts';
import { showProfileLinks } from './showProfileLinks.ts';
import { showResellerLink } from './showResellerLink.ts';
import { showSettingsLink } from './showSettingsLink.ts';
import { showSubscriptionLink } from './showSubscriptionLink.ts';
import { getStaticLink } from './staticLinks.ts';
import { showSuperuserLink, superuserLinkTarget } from './superuserLink.ts';
import { toLinkUrl } from '../url/urlPolicy.ts';

/** One visible menu entry: a stable id, its translated label and an absolute href. */
export interface MenuItem {
  id: string;
  label: string;
  href: string;
}

type Candidate = { id: string; labelKey: string; href: string | undefined; visible: boolean };

function visibleItems(nav: NavContext, candidates: Candidate[]): MenuItem[] {
  return candidates.flatMap(({ id, labelKey, href, visible }) => {
    // Some targets come from API values (add-on store, integrations): the URL policy has the last word.
    const url = toLinkUrl(href);
    return visible && url ? [{ id, label: nav.t(labelKey), href: url }] : [];
  });
}

/** The Manage dropdown: the areas this user may manage, in header order (SPEC §2, §6). */
export function getManageMenuItems(nav: NavContext): MenuItem[] {
  const market = nav.config.marketUrl;
  const addons = getAddonStoreLink(nav);
  const integrations = getIntegrationsLink(nav);
  return visibleItems(nav, [
    { id: 'myapps', labelKey: 'unav.manage.myapps', href: getStaticLink(market, 'myapps'), visible: showMyAppsLink(nav) },
    { id: 'account', labelKey: 'unav.manage.account', href: getStaticLink(market, 'account'), visible: showAccountLink(nav) },
    { id: 'subscription', labelKey: 'unav.manage.subscription', href: getStaticLink(market, 'subscription'), visible: showSubscriptionLink(nav) },
    { id: 'channel', labelKey: roleAreaLabelKey('channel'), href: channelLinkTarget(nav), visible: showChannelLink(nav) },
    { id: 'corporate', labelKey: roleAreaLabelKey('corporate'), href: getStaticLink(market, 'corporate'), visible: showCorporateLink(nav) },
    { id: 'developer', labelKey: developerLinkLabelKey(nav), href: developerLinkTarget(nav), visible: showDeveloperLink(nav) },
    { id: 'reseller', labelKey: roleAreaLabelKey('reseller'), href: getStaticLink(market, 'reseller'), visible: showResellerLink(nav) },
    { id: 'superuser', labelKey: roleAreaLabelKey('superuser'), href: superuserLinkTarget(nav), visible: showSuperuserLink(nav) },
    { id: 'addons', labelKey: 'unav.manage.addons', href: addons, visible: addons !== undefined },
    { id: 'integrations', labelKey: 'unav.manage.integrations', href: integrations, visible: integrations !== undefined },
  ]);
}

/** The user menu: the account panel's entries in SPEC §2 order, logout last. */
export function getUserMenuItems(nav: NavContext): MenuItem[] {
  const market = nav.config.marketUrl;
  const profiles = showProfileLinks(nav);
  return visibleItems(nav, [
    { id: 'profile', labelKey: 'unav.profile', href: getProfileLink(market, nav.user.id), visible: profiles },
    { id: 'reports', labelKey: 'unav.reports', href: getStaticLink(market, 'reports'), visible: showInternalReportsLink(nav) },
    { id: 'settings', labelKey: 'unav.settings', href: getStaticLink(market, 'settings'), visible: showSettingsLink(nav) },
    { id: 'company', labelKey: 'unav.company', href: getCompanyLink(market, nav.user.companyId), visible: profiles },
    { id: 'logout', labelKey: 'unav.logout', href: getStaticLink(market, 'logout'), visible: true },
  ]);
}
