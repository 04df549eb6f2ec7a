/**
 * The header's widgets whose code is a chunk (DESIGN §6): what the first frame draws of them is
 * their stand-ins' (lazyWidgets.ts). One chunk for all of them, loaded once after the first frame:
 * they share their menu behaviour, and one request brings every trigger to life.
 */
import { useMarkLoggedOut } from '../../engine/react/context/NavContext.tsx';
import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import cartPanelCss from '../../widgets/cart/cartPanel.css?inline';
import menuItemsCss from '../../widgets/menus/menuItems.css?inline';
import mobileMenuDialogCss from '../../widgets/mobileMenu/mobileMenuDialog.css?inline';
import { MyApps } from '../../widgets/myapps/MyApps.tsx';
import myAppsPanelCss from '../../widgets/myapps/myappsPanel.css?inline';
import { Shortcuts } from './Shortcuts.tsx';

/**
 * The widgets' open states, in the order of their closed states in the composition's stylesheets:
 * added after those (engine/react/styles/useRuntimeStyles.ts) before any of these widgets renders.
 */
export const stylesheet = [menuItemsCss, cartPanelCss, myAppsPanelCss, mobileMenuDialogCss].join('\n');

export { Cart } from '../../widgets/cart/Cart.tsx';
export { ManageMenu } from '../../widgets/menus/ManageMenu.tsx';
export { UserMenu } from '../../widgets/menus/UserMenu.tsx';
export { CompanySwitcher } from '../../widgets/switchers/CompanySwitcher.tsx';
export { MobileMenu } from '../../widgets/mobileMenu/MobileMenu.tsx';
export { Shortcuts };

/** SPEC §8: a failed My Apps call marks the user as logged out in the whole header, not only in My Apps. */
export function MyAppsMarkingLogout({ handover }: HandoverProps) {
  const markLoggedOut = useMarkLoggedOut();
  return <MyApps onLoggedOut={markLoggedOut} handover={handover} />;
}

/**
 * The notification icons and shortcuts of a template preview, without live counters: no signals
 * socket and no place in the election of the browser's tabs (a preview must not take the socket
 * from a real header); the support-chat token call fails inside the preview's environment, so no
 * script loads.
 */
export function PreviewShortcuts() {
  return <Shortcuts WebSocket={null} />;
}
