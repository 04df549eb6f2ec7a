import { useId, type KeyboardEvent } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { toImageUrl } from '../../engine/core/url/urlPolicy.ts';
import type { CartLine, CartProduct } from './parseCart.ts';
import { useCart } from './useCart.ts';
import { useListScroll } from './useListScroll.ts';
import { Badge } from '../../ui/Badge.tsx';

function CartIcon() {
  return (
    <svg className="unav-cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.6L5 2H2v2h3.2Z"
      />
    </svg>
  );
}

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

/**
 * The cart placeholder: a disclosure button with a floating panel from 1024px up, a plain link
 * to the cart page below that (SPEC §2).
 */
export function Cart() {
  const nav = useNav();
  const { state, dropdown, wide, cartPageUrl, panelRef, triggerRef } = useCart();
  const panelId = useId();
  const titleId = useId();
  const open = dropdown.isOpen && wide;
  const { listRef, listScroll, onListScroll } = useListScroll<HTMLDivElement>(open);
  const count = state.summary.itemsCount;
  const title = nav.t(state.status === 'cart-added' ? 'unav.cart.added' : 'unav.cart.title');
  const label = count > 0 ? nav.t('unav.cart.withCount', count) : nav.t('unav.cart.title');
  // The count is in the label; the badge is what sighted users see (uncapped, unlike the counters).
  const badge = <Badge className="unav-cart-badge" badge={count > 0 ? { kind: 'count', text: String(count), count } : { kind: 'none' }} />;

  if (!wide) {
    return (
      <div className="unav-cart" data-dropdown="cart" data-state="closed">
        <a className="unav-cart-trigger" href={cartPageUrl}>
          <CartIcon />
          <span className="unav-visually-hidden">{label}</span>
          {badge}
        </a>
      </div>
    );
  }

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here so a cart mounted outside a dropdown group closes too.
    event.stopPropagation();
    dropdown.close();
    triggerRef.current?.focus();
  };

  return (
    <div className="unav-cart" data-dropdown="cart" data-state={dropdown.dataState}>
      <button
        ref={triggerRef}
        type="button"
        className="unav-cart-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={dropdown.toggle}
      >
        <CartIcon />
        <span className="unav-visually-hidden">{label}</span>
        {badge}
      </button>
      {open ? <div className="unav-cart-mask" aria-hidden="true" onClick={dropdown.close} /> : null}
      <div
        ref={panelRef}
        id={panelId}
        className="unav-cart-panel"
        role="region"
        aria-labelledby={titleId}
        data-status={state.status}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        <h2 id={titleId} className="unav-cart-title">
          {title}
        </h2>
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
      </div>
    </div>
  );
}
