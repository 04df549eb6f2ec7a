import type { NavContext } from '../../engine/core/context/navContext.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import { Badge } from '../../ui/Badge.tsx';

export const CART_DROPDOWN_ID = 'cart';
/** SPEC §2: the floating panel exists only from this width up; below it the cart is a link to its page. */
export const CART_PANEL_MIN_WIDTH = 1024;

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

/** The cart trigger's content: the icon, its name with the count, and the count's badge. */
export function CartTriggerContent({ nav, count }: { nav: NavContext; count: number }) {
  const label = count > 0 ? nav.t('unav.cart.withCount', count) : nav.t('unav.cart.title');
  return (
    <>
      <CartIcon />
      <span className="unav-visually-hidden">{label}</span>
      {/* The count is in the label; the badge is what sighted users see (uncapped, unlike the counters). */}
      <Badge className="unav-cart-badge" badge={count > 0 ? { kind: 'count', text: String(count), count } : { kind: 'none' }} />
    </>
  );
}

/** Below 1024px: a plain link to the cart page (SPEC §2), the same with or without the widget's code. */
export function CartLink({ nav, count }: { nav: NavContext; count: number }) {
  return (
    <div className="unav-cart" data-dropdown="cart" data-state="closed">
      <a className="unav-cart-trigger" href={cartPageUrl(nav)}>
        <CartTriggerContent nav={nav} count={count} />
      </a>
    </div>
  );
}

export function cartPageUrl(nav: NavContext): string {
  return joinUrl(nav.config.marketUrl, '/checkout/cart');
}
