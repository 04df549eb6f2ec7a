import type { CartIntent } from './state.ts';

/** The window events of DESIGN §4 and the intent each one stands for. */
export const CART_EVENTS = {
  'universalnav:cart:update': 'update',
  'universalnav:cart:add': 'add',
  'universalnav:cart:error': 'error',
  'universalnav:cart:alreadyInCart': 'alreadyInCart',
} as const satisfies Record<string, CartIntent>;

export type CartEventType = keyof typeof CART_EVENTS;

export const CART_EVENT_TYPES = Object.keys(CART_EVENTS) as CartEventType[];

/** The dropdown opens so the shopper sees what happened to the item; an update changes the badge only. */
export function cartEventOpens(type: CartEventType): boolean {
  return CART_EVENTS[type] !== 'update';
}
