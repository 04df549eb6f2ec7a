import type { ComponentType } from 'react';
import { createLazyModule } from '../../engine/core/load/lazyModule.ts';
import { withItsStylesheet } from '../../engine/react/styles/useRuntimeStyles.ts';
import { createLazyWidget, type HandoverProps, type StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { CartStandIn } from '../../widgets/cart/CartStandIn.tsx';
import { ManageMenuStandIn } from '../../widgets/menus/ManageMenuStandIn.tsx';
import { UserMenuStandIn } from '../../widgets/menus/UserMenuStandIn.tsx';
import { MobileMenuStandIn } from '../../widgets/mobileMenu/MobileMenuStandIn.tsx';
import { MyAppsStandIn } from '../../widgets/myapps/MyAppsStandIn.tsx';
import { CompanySwitcherStandIn } from '../../widgets/switchers/CompanySwitcherStandIn.tsx';
import { ShortcutsStandIn } from './ShortcutsStandIn.tsx';

/**
 * The header widgets' chunk (headerWidgets.tsx): loaded on idle after the first frame, on intent and
 * on first use; its stylesheet is on the page before any of its widgets renders.
 */
export const headerWidgets = createLazyModule(() => withItsStylesheet(import('./headerWidgets.tsx')));

type HeaderWidgets = typeof import('./headerWidgets.tsx');

/** One widget of the chunk, drawn by its stand-in until the chunk is there. */
function lazy(name: keyof HeaderWidgets, StandIn: ComponentType<StandInProps>): ComponentType {
  return createLazyWidget(headerWidgets, (widgets) => widgets[name] as ComponentType<HandoverProps>, StandIn);
}

export const LazyCart = lazy('Cart', CartStandIn);
export const LazyManageMenu = lazy('ManageMenu', ManageMenuStandIn);
export const LazyUserMenu = lazy('UserMenu', UserMenuStandIn);
export const LazyCompanySwitcher = lazy('CompanySwitcher', CompanySwitcherStandIn);
export const LazyMobileMenu = lazy('MobileMenu', MobileMenuStandIn);
export const LazyMyApps = lazy('MyAppsMarkingLogout', MyAppsStandIn);
export const LazyShortcuts = lazy('Shortcuts', ShortcutsStandIn);
export const LazyPreviewShortcuts = lazy('PreviewShortcuts', ShortcutsStandIn);
