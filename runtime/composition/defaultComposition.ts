import type { NavComposition } from '../../engine/react/roots/composition.ts';
import bannersCss from '../../widgets/banners/banners.css?inline';
import cartCss from '../../widgets/cart/cart.css?inline';
import { CART_CACHE_KEYS } from '../../widgets/cart/cartCache.ts';
import menusCss from '../../widgets/menus/menus.css?inline';
import mobileMenuCss from '../../widgets/mobileMenu/mobileMenu.css?inline';
import myAppsCss from '../../widgets/myapps/myapps.css?inline';
import notificationsCss from '../../widgets/notifications/notifications.css?inline';
import { RECENT_QUERIES_KEY } from '../../widgets/search/constants.ts';
import searchCss from '../../widgets/search/search.css?inline';
import switchersCss from '../../widgets/switchers/switchers.css?inline';
import { DropdownGroup } from '../../ui/DropdownGroup.tsx';
import { defaultPlaceholders } from './defaultPlaceholders.tsx';
import { LazyBanners } from './lazyBanners.tsx';
import { SearchBox } from './SearchBox.tsx';
import { defaultTemplates } from '../templates/defaultTemplates.ts';
import navCss from '../templates/nav.css?inline';

/** The product as shipped: the default templates, every widget, its stylesheet and its stored user data, in one place. */
export const defaultComposition: NavComposition = {
  templates: defaultTemplates,
  placeholders: defaultPlaceholders,
  // The cascade order the widgets were written against, after the templates' own.
  stylesheets: [navCss, menusCss, switchersCss, cartCss, bannersCss, myAppsCss, notificationsCss, mobileMenuCss, searchCss],
  userData: { perUserMaps: [RECENT_QUERIES_KEY], sessionKeys: Object.values(CART_CACHE_KEYS) },
  Frame: DropdownGroup,
  Banners: LazyBanners,
  Search: SearchBox,
};
