import { useId, type KeyboardEvent } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import { cartPanel } from './cartPanel.ts';
import { useCart } from './useCart.ts';
import { Badge } from '../../ui/Badge.tsx';
import { PartStatus } from '../../ui/lazy/PartStatus.tsx';
import { useLazyModule } from '../../ui/lazy/useLazyModule.ts';

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
  const panel = useLazyModule(cartPanel, open);
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
        onPointerEnter={panel.load}
        onFocus={panel.load}
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
        {/* Once its chunk is there the content stays rendered, hidden with the panel, as before the split. */}
        {panel.module ? (
          <panel.module.CartPanel state={state} cartPageUrl={cartPageUrl} shown={open} />
        ) : open ? (
          <PartStatus status={panel.status} retry={panel.load} loadingLabel={nav.t('unav.cart.loading')} />
        ) : null}
      </div>
    </div>
  );
}
