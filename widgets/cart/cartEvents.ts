import { parseCart, type CartSummary } from './parseCart.ts';
import type { CartIntent } from './state.ts';

/** The window events of DESIGN §4 and the intent each one stands for. */
export const CART_EVENTS = {
  'universalnav:cart:update': 'update',
  'universalnav:cart:add': 'add',
  'universalnav:cart:error': 'error',
  'universalnav:cart:alreadyInCart': 'alreadyInCart',
} as const satisfies Record<string, CartIntent>;

export type CartEventType = keyof typeof CART_EVENTS;

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
    opens: intent !== 'update',
    cart: carriesCart ? parseCart(detail) : 'fetch',
  };
}
