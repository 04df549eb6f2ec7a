import { useEffect, useReducer, useRef, useState } from 'react';
import { useNav, useNavEnv } from '../../engine/react/context/NavContext.tsx';
import { useDropdown, type DropdownHandle } from '../../ui/DropdownGroup.tsx';
import type { DomRef } from '../../ui/domRef.ts';
import type { WidgetHandover } from '../../ui/widgetHandover.ts';
import { useBrowserLayoutEffect } from '../../ui/useBrowserLayoutEffect.ts';
import { fetchCart } from './api.ts';
import { clearCartCache, hasCartCache, readCartCache, writeCartCache } from './cartCache.ts';
import { planCartEvent } from './cartEvents.ts';
import { CART_EVENT_TYPES, type CartEventType } from './cartEventTypes.ts';
import { CART_DROPDOWN_ID, CART_PANEL_MIN_WIDTH, cartPageUrl } from './CartTrigger.tsx';
import { useHydrated } from '../../ui/useHydrated.ts';
import { useLastingEffect } from '../../ui/useLastingEffect.ts';
import { usePointerLeave } from '../../ui/usePointerLeave.ts';
import { EMPTY_CART, parseCart, type CartSummary } from './parseCart.ts';
import { cartReducer, createCartState, type CartIntent, type CartState } from './state.ts';
import { useMinWidth } from './useMinWidth.ts';

interface CartHandle {
  state: CartState;
  dropdown: DropdownHandle;
  /** The viewport is wide enough for the floating panel. */
  wide: boolean;
  cartPageUrl: string;
  panelRef: DomRef<HTMLDivElement>;
  triggerRef: DomRef<HTMLButtonElement>;
}

interface LatestCartInputs {
  env: ReturnType<typeof useNavEnv>;
  nav: ReturnType<typeof useNav>;
  dropdown: DropdownHandle;
  wide: boolean;
}

/** Loading and settling the cart; only the latest call counts (an older answer must not overwrite a newer one). */
function createCartCalls(latest: { current: LatestCartInputs }, dispatch: (action: Parameters<typeof cartReducer>[1]) => void) {
  let controller: AbortController | null = null;
  const abort = () => controller?.abort();
  const settle = (intent: CartIntent, summary: CartSummary | null) => {
    abort();
    const storage = latest.current.env.sessionStorage;
    if (summary) writeCartCache(storage, summary);
    else clearCartCache(storage);
    dispatch({ type: 'CartReceived', intent, summary });
  };
  const load = (intent: CartIntent) => {
    abort();
    const own = new AbortController();
    controller = own;
    dispatch({ type: 'CartRequested', intent });
    const { env, nav } = latest.current;
    fetchCart(env, nav.config.marketUrl, nav.config.locale, own.signal).then(
      (response) => {
        if (!own.signal.aborted) settle(intent, parseCart(response));
      },
      () => {
        if (!own.signal.aborted) dispatch({ type: 'CartFailed', intent });
      },
    );
  };
  return { load, settle, abort };
}

/** The cart's state and calls; `handover` is what its stand-in saw (ui/lazy/lazyWidget.tsx). */
export function useCart(handover?: WidgetHandover): CartHandle {
  const nav = useNav();
  const env = useNavEnv();
  const dropdown = useDropdown(CART_DROPDOWN_ID);
  const wide = useMinWidth(CART_PANEL_MIN_WIDTH);
  // A server drew the cart without this tab's session cache: hydrate that, then read the cache.
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(cartReducer, env.sessionStorage, (storage) => createCartState(hydrated ? readCartCache(storage) : EMPTY_CART));
  const cacheRead = useRef(hydrated);
  useEffect(() => {
    if (!hydrated || cacheRead.current) return;
    cacheRead.current = true;
    dispatch({ type: 'CacheRead', summary: readCartCache(env.sessionStorage) });
  }, [hydrated, env]);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The latest values for the listeners below, which are added once.
  const latest = useRef({ env, nav, dropdown, wide });
  latest.current = { env, nav, dropdown, wide };
  const pageUrl = cartPageUrl(nav);

  // The cart's calls, made once per hook: they read the latest values through `latest`.
  const [calls] = useState(() => createCartCalls(latest, dispatch));

  // The cart's answer to one of the page's events (state.ts).
  const [handleEvent] = useState(() => (type: CartEventType, detail: unknown) => {
    const plan = planCartEvent(type, detail);
    // Below 1024px there is no panel to open; the badge still changes.
    if (plan.opens && latest.current.wide) latest.current.dropdown.open();
    if (plan.cart === 'fetch') calls.load(plan.intent);
    else calls.settle(plan.intent, plan.cart);
  });

  useEffect(() => {
    const listeners = CART_EVENT_TYPES.map((type) => {
      const listener = (event: Event) => handleEvent(type, (event as CustomEvent<unknown>).detail);
      window.addEventListener(type, listener);
      return () => window.removeEventListener(type, listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [handleEvent]);

  // Without a cache (first page of the visit) the cart asks the server once: once per mount, in
  // StrictMode's development check too.
  useLastingEffect(() => {
    if (!hasCartCache(latest.current.env.sessionStorage)) calls.load('load');
    return calls.abort;
  }, [calls]);

  // Then what the stand-in heard before the cart's code came, in order: each settles or replaces
  // the call above, as it would have had it come after it.
  useEffect(() => {
    for (const { type, detail } of handover?.heard.splice(0) ?? []) handleEvent(type as CartEventType, detail);
  }, [handover, handleEvent]);

  // The stand-in's focus, once, at mount.
  useBrowserLayoutEffect(() => {
    if (handover?.focused) triggerRef.current?.focus();
    // Only the state at mount is handed over.
  }, []);

  const open = dropdown.isOpen && wide;
  // SPEC §4: the cart closes when the pointer leaves the panel and its trigger by 15px.
  usePointerLeave(open, [panelRef, triggerRef], () => latest.current.dropdown.close());

  return { state, dropdown, wide, cartPageUrl: pageUrl, panelRef, triggerRef };
}
