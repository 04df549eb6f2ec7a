import type { CartItem, CartResponse } from './api.ts';
import { isRecord } from '../../engine/core/bootstrap/isRecord.ts';

/** One row of the dropdown: a product or one of its add-ons. */
export interface CartLine {
  id: string;
  title: string;
  iconUrl?: string;
  /** The selected edition's name (itemEditionsMap -> itemDetails[id].editions). */
  subtext?: string;
  /** The DOMAIN the buyer entered (customAttributes.vendorRequiredFields.DOMAIN). */
  domain?: string;
}

export interface CartProduct extends CartLine {
  addOns: CartLine[];
}

/** What the dropdown shows and what session storage keeps between pages. */
export interface CartSummary {
  products: CartProduct[];
  itemsCount: number;
  subtotal: string;
}

export const EMPTY_CART: CartSummary = { products: [], itemsCount: 0, subtotal: '' };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function toLine(item: CartItem, response: CartResponse): CartLine | null {
  if (typeof item.id !== 'string' && typeof item.id !== 'number') return null;
  const id = String(item.id);
  const details = response.itemDetails?.[id];
  const editionId = response.itemEditionsMap?.[id]?.selectedEditionId;
  const edition = Array.isArray(details?.editions)
    ? details.editions.find((candidate) => editionId !== undefined && String(candidate?.id) === String(editionId))
    : undefined;
  const line: CartLine = { id, title: text(details?.branding?.name) ?? '' };
  const iconUrl = text(details?.branding?.iconUrl);
  const subtext = text(edition?.name);
  const domain = text(item.customAttributes?.vendorRequiredFields?.DOMAIN);
  if (iconUrl) line.iconUrl = iconUrl;
  if (subtext) line.subtext = subtext;
  if (domain) line.domain = domain;
  return line;
}

/**
 * Reads a cart response (SPEC §3). An empty or invalid response gives null: the caller clears
 * the session cache and shows the empty cart (SPEC §4).
 */
export function parseCart(value: unknown): CartSummary | null {
  if (!isRecord(value) || !Array.isArray(value.items)) return null;
  const response = value as CartResponse;
  const products: CartProduct[] = [];
  for (const item of response.items ?? []) {
    if (!isRecord(item)) continue;
    const line = toLine(item as unknown as CartItem, response);
    if (!line) continue;
    const children = Array.isArray(item.childItems) ? (item.childItems as unknown[]) : [];
    const addOns = children
      .filter(isRecord)
      .map((child) => toLine(child as unknown as CartItem, response))
      .filter((child): child is CartLine => child !== null);
    products.push({ ...line, addOns });
  }
  if (products.length === 0) return null;
  const count = Number(response.itemsCount);
  const subtotal = response.subtotal;
  return {
    products,
    itemsCount: Number.isFinite(count) && count >= 0 ? Math.floor(count) : products.length,
    subtotal: typeof subtotal === 'string' || typeof subtotal === 'number' ? String(subtotal) : '',
  };
}
