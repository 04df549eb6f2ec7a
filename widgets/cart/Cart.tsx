import { useId, type KeyboardEvent } from 'react';
import { useNav } from '../../engine/react/context/NavContext.tsx';
import type { HandoverProps } from '../../ui/lazy/lazyWidget.tsx';
import { CartPanel } from './CartPanel.tsx';
import { CartLink, CartTriggerContent } from './CartTrigger.tsx';
import { useCart } from './useCart.ts';

/**
 * The cart placeholder: a disclosure button with a floating panel from 1024px up, a plain link
 * to the cart page below that (SPEC §2).
 */
export function Cart({ handover }: HandoverProps) {
  const nav = useNav();
  const { state, dropdown, wide, cartPageUrl, panelRef, triggerRef } = useCart(handover);
  const panelId = useId();
  const titleId = useId();
  const open = dropdown.isOpen && wide;
  const count = state.summary.itemsCount;
  const title = nav.t(state.status === 'cart-added' ? 'unav.cart.added' : 'unav.cart.title');

  if (!wide) return <CartLink nav={nav} count={count} />;

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here so a cart mounted outside a dropdown group closes too.
    event.stopPropagation();
    dropdown.close();
    triggerRef.current?.focus();
  };

  return (
    <div className="unav-cart" data-dropdown="cart" data-state={dropdown.dataState}>
      <button ref={triggerRef} type="button" className="unav-cart-trigger" aria-expanded={open} aria-controls={panelId} onClick={dropdown.toggle}>
        <CartTriggerContent nav={nav} count={count} />
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
        <CartPanel state={state} cartPageUrl={cartPageUrl} shown={open} />
      </div>
    </div>
  );
}
