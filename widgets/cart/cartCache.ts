import type { StorageLike } from '../../engine/core/env.ts';
import type { CartLine, CartProduct, CartSummary } from './parseCart.ts';

/** Session-storage keys of the cart cache (SPEC §9). cartItems holds the parsed product rows as JSON. */
export const CART_CACHE_KEYS = { items: 'cartItems', count: 'itemsCount', subtotal: 'subtotal' } as const;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line.id === 'string' && typeof line.title === 'string';
}

function readProducts(raw: string | null): CartProduct[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Another page may have written an older shape: keep only rows this dropdown can show.
    return parsed.filter(isLine).map((product) => {
      const addOns = (product as { addOns?: unknown }).addOns;
      return { ...product, addOns: Array.isArray(addOns) ? addOns.filter(isLine) : [] };
    });
  } catch {
    return [];
  }
}

/** The cart as the last page left it; the dropdown starts from it (SPEC §4). */
export function readCartCache(storage: StorageLike): CartSummary {
  const products = readProducts(storage.getItem(CART_CACHE_KEYS.items));
  const count = Number.parseInt(storage.getItem(CART_CACHE_KEYS.count) ?? '', 10);
  return {
    products,
    itemsCount: Number.isFinite(count) && count > 0 ? count : products.length,
    subtotal: storage.getItem(CART_CACHE_KEYS.subtotal) ?? '',
  };
}

export function hasCartCache(storage: StorageLike): boolean {
  return storage.getItem(CART_CACHE_KEYS.count) !== null;
}

export function writeCartCache(storage: StorageLike, summary: CartSummary): void {
  storage.setItem(CART_CACHE_KEYS.items, JSON.stringify(summary.products));
  storage.setItem(CART_CACHE_KEYS.count, String(summary.itemsCount));
  storage.setItem(CART_CACHE_KEYS.subtotal, summary.subtotal);
}

export function clearCartCache(storage: StorageLike): void {
  for (const key of Object.values(CART_CACHE_KEYS)) storage.removeItem(key);
}
