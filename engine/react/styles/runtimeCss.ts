import navCss from '../../../templates/nav.css?inline';
import menusCss from '../../../widgets/menus/menus.css?inline';
import switchersCss from '../../../widgets/switchers/switchers.css?inline';
import cartCss from '../../../widgets/cart/cart.css?inline';
import bannersCss from '../../../widgets/banners/banners.css?inline';
import myAppsCss from '../../../widgets/myapps/myapps.css?inline';
import notificationsCss from '../../../widgets/notifications/notifications.css?inline';
import mobileMenuCss from '../../../widgets/mobileMenu/mobileMenu.css?inline';
import searchCss from '../../../widgets/search/search.css?inline';

/**
 * The runtime's own CSS, shipped inside the bundle (the script-tag build is one file) and adopted
 * once per document while at least one nav root is mounted.
 */
export const runtimeCss: string = [navCss, menusCss, switchersCss, cartCss, bannersCss, myAppsCss, notificationsCss, mobileMenuCss, searchCss].join('\n');
