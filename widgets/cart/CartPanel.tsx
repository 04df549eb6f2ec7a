import { useNav } from '../../engine/react/context/NavContext.tsx';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import type { CartLine, CartProduct } from './parseCart.ts';
import type { CartState } from './state.ts';
import { useListScroll } from './useListScroll.ts';

function LineText({ line }: { line: CartLine }) {
  return (
    <div className="unav-cart-line-text">
      <span className="unav-cart-line-title">{line.title}</span>
      {line.subtext ? <span className="unav-cart-line-subtext">{line.subtext}</span> : null}
      {line.domain ? <span className="unav-cart-line-domain">{line.domain}</span> : null}
    </div>
  );
}

function ProductRow({ product }: { product: CartProduct }) {
  // The icon comes from the cart answer or session storage: only an image URL the URL policy allows.
  const iconUrl = toImageUrl(product.iconUrl);
  return (
    <li className="unav-cart-product">
      <div className="unav-cart-line">
        {iconUrl ? <img className="unav-cart-line-icon" src={iconUrl} alt="" /> : null}
        <LineText line={product} />
      </div>
      {product.addOns.length > 0 ? (
        <ul className="unav-cart-addons">
          {product.addOns.map((addOn) => (
            <li key={addOn.id} className="unav-cart-addon">
              <LineText line={addOn} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

interface CartPanelProps {
  state: CartState;
  cartPageUrl: string;
  /** The panel is open: its list's scroll is measured only then. */
  shown: boolean;
}

/** The open cart panel's content below its title: the alert, the products, the link to the cart page. */
export function CartPanel({ state, cartPageUrl, shown }: CartPanelProps) {
  const nav = useNav();
  const { listRef, listScroll, onListScroll } = useListScroll<HTMLDivElement>(shown);
  return (
    <>
      {state.status === 'error' ? (
        <div className="unav-cart-alert" data-kind="error" role="alert">
          {nav.t('unav.cart.message.error')}
        </div>
      ) : null}
      {state.status === 'success' ? (
        <div className="unav-cart-alert" data-kind="success" role="status">
          {nav.t('unav.cart.message.alreadyInCart')}
        </div>
      ) : null}
      <div ref={listRef} className="unav-cart-content" onScroll={onListScroll}>
        {state.status === 'loading' ? (
          <div className="unav-cart-loader" role="status" aria-label={nav.t('unav.cart.loading')} />
        ) : state.summary.products.length === 0 ? (
          <div className="unav-cart-empty">
            <p>{nav.t('unav.cart.empty')}</p>
            <p>{nav.t('unav.cart.emptyHint')}</p>
          </div>
        ) : (
          <ul className="unav-cart-products">
            {state.summary.products.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
          </ul>
        )}
      </div>
      {/* 'scrolled' draws the shadow (SPEC §4). */}
      <div className="unav-cart-actions" data-scroll={listScroll}>
        <a className="unav-cart-view" href={cartPageUrl}>
          {nav.t('unav.cart.view')}
        </a>
      </div>
    </>
  );
}
