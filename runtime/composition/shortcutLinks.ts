import type { NavContext } from '../../engine/core/context/navContext.ts';
import { getStaticLink } from '../../engine/core/nav/staticLinks.ts';
import { getAppSearchFilters } from '../../widgets/myapps/getAppSearchFilters.ts';

export type ShortcutKind = 'appwise' | 'appinsight' | 'marketplace';

export interface ShortcutLink {
  kind: ShortcutKind;
  href: string;
  labelKey: string;
}

const PRODUCT_TYPE = { appwise: 'APPWISE', appinsight: 'APPINSIGHT' } as const;

/**
 * SPEC §2: headerIn's shortcut icons besides home (which the notifications widget draws with its
 * counter): app-wise and app-insight open the user's own product of that type, shown as the §6 rule
 * has it (the type is in My Apps, with a launch URL, and merchant navigation is off); marketplace
 * goes to the marketplace home. Signed-in layout only.
 */
export function getShortcutLinks(nav: Pick<NavContext, 'config' | 'bootstrap' | 'settings' | 'template'>): ShortcutLink[] {
  if (nav.template !== 'headerIn') return [];
  const apps = nav.bootstrap.myapps?.content ?? [];
  const offered = getAppSearchFilters(apps, nav.settings.merchantNavEnabled);
  const links: ShortcutLink[] = [];
  for (const kind of ['appwise', 'appinsight'] as const) {
    const launchUrl = apps.find((app) => app.universalNavigatorProductType === PRODUCT_TYPE[kind])?.launchUrl;
    if (offered.includes(kind === 'appwise' ? 'appwise' : 'appinsights') && launchUrl) {
      links.push({ kind, href: launchUrl, labelKey: `unav.shortcuts.${kind}` });
    }
  }
  links.push({ kind: 'marketplace', href: getStaticLink(nav.config.marketUrl, 'home'), labelKey: 'unav.shortcuts.marketplace' });
  return links;
}
