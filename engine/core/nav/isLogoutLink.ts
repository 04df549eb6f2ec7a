import { getStaticLink } from './staticLinks.ts';

/** What a clicked link says about itself: its href and the item id of a menu entry. */
interface ClickedLink {
  href: string | null;
  /** `data-menu-item` of the user menu, `data-item` of the mobile menu. */
  itemId: string | null | undefined;
}

/**
 * The logout entry of the user menu or the mobile menu (item id 'logout'), or any link of the nav
 * to the marketplace's logout path (SPEC §2), a partner template's own included.
 */
export function isLogoutLink(link: ClickedLink, marketUrl: string): boolean {
  return link.itemId === 'logout' || (link.href !== null && link.href.trim() === getStaticLink(marketUrl, 'logout'));
}
