import type { ComponentType } from 'react';
import type { ComponentToken } from '../../engine/core/template/tokenNames.ts';
import { useMarkLoggedOut, useNav } from '../../engine/react/context/NavContext.tsx';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { FooterLinks } from './FooterLinks.tsx';
import { LoginItem } from './LoginItem.tsx';
import { Logo } from './Logo.tsx';
import { SearchBox } from './SearchBox.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import { SignupItem } from './SignupItem.tsx';
import { Cart } from '../../widgets/cart/Cart.tsx';
import { ManageMenu } from '../../widgets/menus/ManageMenu.tsx';
import { UserAvatar } from '../../widgets/menus/UserAvatar.tsx';
import { UserMenu } from '../../widgets/menus/UserMenu.tsx';
import { MobileMenu } from '../../widgets/mobileMenu/MobileMenu.tsx';
import { MyApps } from '../../widgets/myapps/MyApps.tsx';
import { CompanySwitcher } from '../../widgets/switchers/CompanySwitcher.tsx';
import { CurrencySelect } from '../../widgets/switchers/CurrencySelect.tsx';
import { LanguageSelect } from '../../widgets/switchers/LanguageSelect.tsx';

// Wrappers so that a placeholder's own props ({ name }) never reach a widget's props.
const UserImage: PlaceholderComponent = () => <UserAvatar />;
const CompanyDropdown: PlaceholderComponent = () => <CompanySwitcher />;
const Language: PlaceholderComponent = () => <LanguageSelect />;
const Currency: PlaceholderComponent = () => <CurrencySelect />;

/** SPEC §8: a failed My Apps call marks the user as logged out in the whole header, not only in My Apps. */
function MyAppsMarkingLogout() {
  const markLoggedOut = useMarkLoggedOut();
  return <MyApps onLoggedOut={markLoggedOut} />;
}

/**
 * SPEC §4: the standard widgets load only with the standard navigation; a merchant or partner
 * navigation (an external script) brings its own.
 */
function standardWidget(Widget: ComponentType): PlaceholderComponent {
  return function StandardWidget() {
    return useNav().navigation === 'standard' ? <Widget /> : null;
  };
}

/**
 * Every component token of the template language (DESIGN §3) and the component that fills it:
 * a token without a component, or a component without a token, fails to type-check.
 */
export const defaultPlaceholders = {
  logo: Logo,
  searchBox: SearchBox,
  companyDropdown: CompanyDropdown,
  manageDropdown: ManageMenu,
  userImage: UserImage,
  userList: UserMenu,
  loginItem: LoginItem,
  signupItem: SignupItem,
  languageSelect: Language,
  currencySelect: Currency,
  cart: standardWidget(Cart),
  myApps: standardWidget(MyAppsMarkingLogout),
  notifications: standardWidget(Shortcuts),
  mobileMenu: standardWidget(MobileMenu),
  footerLinks: FooterLinks,
} as const satisfies Readonly<Record<ComponentToken, PlaceholderComponent>>;
