import { useEffect, useMemo } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { useDropdown } from '../../ui/DropdownGroup.tsx';
import { DropdownStandIn } from '../../ui/lazy/DropdownStandIn.tsx';
import type { StandInProps } from '../../ui/lazy/lazyWidget.tsx';
import { useHydrated } from '../../ui/useHydrated.ts';
import { readCartCache } from './cartCache.ts';
import { CART_EVENT_TYPES, cartEventOpens } from './cartEventTypes.ts';
import { CART_DROPDOWN_ID, CART_PANEL_MIN_WIDTH, CartLink, CartTriggerContent } from './CartTrigger.tsx';
import { useMinWidth } from './useMinWidth.ts';

/**
 * The cart (Cart.tsx) while its code loads: its trigger with the count the last page left, a link
 * below 1024px. The page's cart events are kept for the cart, which handles them when it comes;
 * one that opens the cart opens it here at once, with a loading state, and asks for the code.
 */
export function CartStandIn(standIn: StandInProps) {
  const nav = useNav();
  const env = useNavEnv();
  const wide = useMinWidth(CART_PANEL_MIN_WIDTH);
  const dropdown = useDropdown(CART_DROPDOWN_ID);
  // A server drew the cart without this tab's session cache: that first, then the cache, as the cart does.
  const hydrated = useHydrated();
  const count = useMemo(() => (hydrated ? readCartCache(env.sessionStorage).itemsCount : 0), [hydrated, env]);
  const { heard, ask } = standIn;
  const { open } = dropdown;

  useEffect(() => {
    const listeners = CART_EVENT_TYPES.map((type) => {
      const listener = (event: Event) => {
        heard(type, (event as CustomEvent<unknown>).detail);
        if (!cartEventOpens(type)) return ask(null);
        if (wideNow()) open();
        ask('panel');
      };
      window.addEventListener(type, listener);
      return () => window.removeEventListener(type, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
    // The dropdown's open() is new each render but always opens the same dropdown.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [heard, ask]);

  if (!wide) return <CartLink nav={nav} count={count} />;
  return (
    <DropdownStandIn
      {...standIn}
      dropdownId={CART_DROPDOWN_ID}
      className="unav-cart"
      triggerClassName="unav-cart-trigger"
      menu={false}
      panelClassName="unav-cart-panel"
      loadingLabel={nav.t('unav.cart.loading')}
    >
      <CartTriggerContent nav={nav} count={count} />
    </DropdownStandIn>
  );
}

function wideNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${CART_PANEL_MIN_WIDTH}px)`).matches;
}
