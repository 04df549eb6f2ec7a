import { getCategoryLink, getProductLineLink } from '../../engine/core/nav/listingLinks.ts';
import { getUserMenuItems } from '../../engine/core/nav/menuItems.ts';
import type { NavContext } from '../../engine/core/context/navContext.ts';
import { getAllAppsLink } from './getAllAppsLink.ts';
import { getFooterLinks } from './getFooterLinks.ts';
import { getNavigationProductLines } from './getNavigationProductLines.ts';
import type { Category, MobileMenuPanel, MobileMenuState, ProductLine } from './state.ts';

function storefrontBuilderOn(nav: NavContext): boolean {
  return nav.config.storefrontBuilder ?? nav.settings.storefrontBuilderPublishedThemeEnabled === true;
}

function BackButton({ nav, onClick }: { nav: NavContext; onClick: () => void }) {
  return (
    <button type="button" className="unav-mobile-menu__back" onClick={onClick}>
      <span aria-hidden="true">‹ </span>
      {nav.t('unav.mobileMenu.back')}
    </button>
  );
}

function DefaultPanel({ nav, productLines, onShow }: { nav: NavContext; productLines: ProductLine[]; onShow: (panel: 'categories' | 'account') => void }) {
  const market = nav.config.marketUrl;
  const signedIn = nav.user.state !== 'loggedout' && Boolean(nav.user.id);
  const footer = getFooterLinks(nav.settings);
  return (
    <>
      <ul className="unav-mobile-menu__list">
        {signedIn ? (
          <li>
            <button type="button" className="unav-mobile-menu__next unav-mobile-menu__user" data-opens="account" onClick={() => onShow('account')}>
              {nav.user.name || nav.user.email}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="unav-mobile-menu__next" data-opens="categories" onClick={() => onShow('categories')}>
            {nav.t('unav.mobileMenu.browse')}
          </button>
        </li>
      </ul>
      {/* Product lines, not categories (those are behind Browse apps): a group of their own, with All applications. */}
      <ul className="unav-mobile-menu__list unav-mobile-menu__group">
        {getNavigationProductLines(productLines).map((line) => (
          <li key={line.id}>
            <a className="unav-mobile-menu__link" href={getProductLineLink(market, line.id, nav.config.locale)}>
              {line.name}
            </a>
          </li>
        ))}
        <li>
          <a className="unav-mobile-menu__link" href={getAllAppsLink(market, storefrontBuilderOn(nav))}>
            {nav.t('unav.mobileMenu.allApps')}
          </a>
        </li>
      </ul>
      {footer.length > 0 ? (
        <ul className="unav-mobile-menu__list unav-mobile-menu__footer">
          {footer.map((link) => (
            <li key={link.id}>
              <a className="unav-mobile-menu__link" href={link.href}>
                {nav.t(link.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CategoriesPanel({ nav, categories, onBack }: { nav: NavContext; categories: Category[]; onBack: () => void }) {
  const market = nav.config.marketUrl;
  const storefront = storefrontBuilderOn(nav);
  return (
    <>
      <BackButton nav={nav} onClick={onBack} />
      <h3 className="unav-mobile-menu__title">{nav.t('unav.mobileMenu.browse')}</h3>
      <ul className="unav-mobile-menu__list">
        <li>
          <a className="unav-mobile-menu__link" href={getAllAppsLink(market, storefront)}>
            {nav.t('unav.mobileMenu.viewAll')}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a className="unav-mobile-menu__link" href={getCategoryLink(market, category.id, storefront)}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function AccountPanel({ nav, onBack }: { nav: NavContext; onBack: () => void }) {
  return (
    <>
      <BackButton nav={nav} onClick={onBack} />
      <h3 className="unav-mobile-menu__title">{nav.user.name || nav.t('unav.mobileMenu.account')}</h3>
      <ul className="unav-mobile-menu__list">
        {getUserMenuItems(nav).map((item) => (
          <li key={item.id}>
            <a className="unav-mobile-menu__link" href={item.href} data-item={item.id}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

interface MobileMenuPanelsProps {
  nav: NavContext;
  state: MobileMenuState;
  onShow: (panel: Exclude<MobileMenuPanel, 'default'>) => void;
  onBack: () => void;
}

/** The open menu's three panels (SPEC §2): a chunk of its own, loaded on idle, on intent or on opening. */
export function MobileMenuPanels({ nav, state, onShow, onBack }: MobileMenuPanelsProps) {
  if (state.panel === 'categories') return <CategoriesPanel nav={nav} categories={state.categories} onBack={onBack} />;
  if (state.panel === 'account') return <AccountPanel nav={nav} onBack={onBack} />;
  return <DefaultPanel nav={nav} productLines={state.productLines} onShow={onShow} />;
}
