/**
 * Cart dropdown state (SPEC §4 "Cart").
 *
 * Window events the cart listens to, and what their `detail` may carry (CustomEvent):
 * - `universalnav:cart:update`         the cart changed elsewhere on the page.
 * - `universalnav:cart:add`            an item was added; the dropdown opens titled 'Added to Cart'.
 * - `universalnav:cart:error`          adding failed; the error alert shows if the cart is not empty.
 * - `universalnav:cart:alreadyInCart`  the item was in the cart already; its notice shows.
 * For every event, `detail` may be a cart response as GET .../shoppingCarts/itemDetails returns it
 * (an object with an `items` array, SPEC §3); the cart then uses it as is, and an empty `items`
 * means an empty cart. Any other detail (or none) makes the cart fetch itself. add, error and
 * alreadyInCart open the dropdown; update does not.
 *
 * The panel's `data-status` (CartStatus): loading, empty, items (a plain product list), cart-added,
 * error, success (the already-in-cart notice).
 */
import { EMPTY_CART, type CartSummary } from './parseCart.ts';

export type CartIntent = 'load' | 'update' | 'add' | 'error' | 'alreadyInCart';
export type CartStatus = 'loading' | 'empty' | 'items' | 'cart-added' | 'error' | 'success';

export interface CartState {
  status: CartStatus;
  summary: CartSummary;
}

type CartAction =
  | { type: 'CartRequested'; intent: CartIntent }
  /** summary null: the response was empty or invalid. */
  | { type: 'CartReceived'; intent: CartIntent; summary: CartSummary | null }
  /** The call failed: keep what is shown, still answer the event. */
  | { type: 'CartFailed'; intent: CartIntent }
  /** The tab's session cache, read after hydrating a server's cart; a cart already loading or loaded keeps its own. */
  | { type: 'CacheRead'; summary: CartSummary };

export function createCartState(summary: CartSummary): CartState {
  return { status: summary.products.length > 0 ? 'items' : 'empty', summary };
}

/** Which state an event leads to once the cart is known. */
export function getCartStatus(intent: CartIntent, summary: CartSummary): CartStatus {
  const hasItems = summary.products.length > 0;
  switch (intent) {
    case 'add':
      return hasItems ? 'cart-added' : 'empty';
    case 'error':
      // SPEC §4: the error alert only when the response was non-empty.
      return hasItems ? 'error' : 'empty';
    case 'alreadyInCart':
      return 'success';
    case 'load':
    case 'update':
      return hasItems ? 'items' : 'empty';
  }
}

// Events name what happened, in the past tense (TriggerClicked), never a command.
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'CartRequested':
      return { ...state, status: 'loading' };
    case 'CartReceived': {
      const summary = action.summary ?? EMPTY_CART;
      return { status: getCartStatus(action.intent, summary), summary };
    }
    case 'CartFailed':
      return { ...state, status: getCartStatus(action.intent, state.summary) };
    case 'CacheRead':
      return state.status === 'empty' && state.summary === EMPTY_CART ? createCartState(action.summary) : state;
  }
}
