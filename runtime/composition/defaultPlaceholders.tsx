import type { ComponentType } from 'react';
import type { ComponentToken } from '../../engine/core/template/tokenNames.ts';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { PlaceholderComponent } from '../../engine/react/registry/registry.ts';
import { FooterLinks } from './FooterLinks.tsx';
import { LazyCart, LazyCompanySwitcher, LazyManageMenu, LazyMobileMenu, LazyMyApps, LazyShortcuts, LazyUserMenu } from './lazyWidgets.ts';
import { LoginItem } from './LoginItem.tsx';
import { Logo } from './Logo.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SignupItem } from './SignupItem.tsx';
import { UserAvatar } from '../../widgets/menus/UserAvatar.tsx';
import { CurrencySelect } from '../../widgets/switchers/CurrencySelect.tsx';
import { LanguageSelect } from '../../widgets/switchers/LanguageSelect.tsx';

// Wrappers so that a placeholder's own props ({ name }) never reach a widget's props.
const UserImage: PlaceholderComponent = () => <UserAvatar />;
const CompanyDropdown: PlaceholderComponent = () => <LazyCompanySwitcher />;
const ManageDropdown: PlaceholderComponent = () => <LazyManageMenu />;
const UserList: PlaceholderComponent = () => <LazyUserMenu />;
const Language: PlaceholderComponent = () => <LanguageSelect />;
const Currency: PlaceholderComponent = () => <CurrencySelect />;

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
 * a token without a component, or a component without a token, fails to type-check. The widgets
 * with menus, panels or live counters are drawn by stand-ins until their chunk is there (lazyWidgets.ts).
 */
export const defaultPlaceholders = {
  logo: Logo,
  searchBox: SearchBox,
  companyDropdown: CompanyDropdown,
  manageDropdown: ManageDropdown,
  userImage: UserImage,
  userList: UserList,
  loginItem: LoginItem,
  signupItem: SignupItem,
  languageSelect: Language,
  currencySelect: Currency,
  cart: standardWidget(LazyCart),
  myApps: standardWidget(LazyMyApps),
  notifications: standardWidget(LazyShortcuts),
  mobileMenu: standardWidget(LazyMobileMenu),
  footerLinks: FooterLinks,
} as const satisfies Readonly<Record<ComponentToken, PlaceholderComponent>>;
