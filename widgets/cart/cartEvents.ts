import { CART_EVENTS, cartEventOpens, type CartEventType } from './cartEventTypes.ts';
import { parseCart, type CartSummary } from './parseCart.ts';
import type { CartIntent } from './state.ts';

interface CartEventPlan {
  intent: CartIntent;
  /** The dropdown opens so the shopper sees what happened to the item. */
  opens: boolean;
  /** A cart that came with the event (null: it was empty or invalid), or 'fetch'. */
  cart: CartSummary | null | 'fetch';
}

/** What one cart event does; the contract is written at the top of state.ts. */
export function planCartEvent(type: CartEventType, detail: unknown): CartEventPlan {
  const intent = CART_EVENTS[type];
  const carriesCart = typeof detail === 'object' && detail !== null && 'items' in detail;
  return {
    intent,
    opens: cartEventOpens(type),
    cart: carriesCart ? parseCart(detail) : 'fetch',
  };
}
