import type { NavEnv } from '../../engine/core/env.ts';
import { request } from '../../engine/core/http/request.ts';
import { joinUrl } from '../../engine/core/url/joinUrl.ts';
import { cartLocale } from './cartLocale.ts';

/** The cart response of SPEC §3, as far as the dropdown reads it. */
interface CartBranding {
  name?: string;
  iconUrl?: string;
  vendor?: string;
  storefrontUrl?: string;
}

interface CartEdition {
  id: string | number;
  name?: string;
}

interface CartItemDetails {
  branding?: CartBranding;
  editions?: CartEdition[];
}

export interface CartItem {
  id: string | number;
  customAttributes?: { vendorRequiredFields?: { DOMAIN?: string } };
  childItems?: CartItem[];
}

export interface CartResponse {
  items?: CartItem[];
  itemDetails?: Record<string, CartItemDetails>;
  itemEditionsMap?: Record<string, { selectedEditionId?: string | number }>;
  itemsCount?: number;
  subtotal?: string | number;
}

export function cartUrl(apiUrl: string, locale: string | undefined): string {
  const query = `forceReturnAllPricingPlans=false&locale=${encodeURIComponent(cartLocale(locale))}`;
  return joinUrl(apiUrl, `/api/checkout/v1/shoppingCarts/itemDetails?${query}`);
}

/**
 * GET the cart (SPEC §7). Resolves with whatever the server answered, which parseCart checks;
 * rejects as request() does (HttpError, 'Network request failed', 'Aborted'). An ok answer whose
 * JSON cannot be read is an invalid response, not a failed call: it resolves null, so the cart
 * is emptied as SPEC §4 says instead of keeping stale items.
 */
export function fetchCart(env: NavEnv, apiUrl: string, locale: string | undefined, signal?: AbortSignal): Promise<unknown> {
  return request<unknown>(env, cartUrl(apiUrl, locale), signal ? { signal } : {}).catch((error: unknown) => {
    if (error instanceof SyntaxError) return null;
    throw error;
  });
}
