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

/**
 * The selected edition's name of each product id, looked up once per id: a cart may list one
 * product on many lines, and looking through its editions for each line would cost lines times
 * editions.
 */
function createEditionNames(response: CartResponse): (id: string) => string | undefined {
  const names = new Map<string, string | undefined>();
  return (id) => {
    if (names.has(id)) return names.get(id);
    const editions = response.itemDetails?.[id]?.editions;
    const editionId = response.itemEditionsMap?.[id]?.selectedEditionId;
    const edition = Array.isArray(editions) && editionId !== undefined
      ? editions.find((candidate) => String(candidate?.id) === String(editionId))
      : undefined;
    const name = text(edition?.name);
    names.set(id, name);
    return name;
  };
}

function toLine(item: CartItem, response: CartResponse, editionName: (id: string) => string | undefined): CartLine | null {
  if (typeof item.id !== 'string' && typeof item.id !== 'number') return null;
  const id = String(item.id);
  const details = response.itemDetails?.[id];
  const line: CartLine = { id, title: text(details?.branding?.name) ?? '' };
  const iconUrl = text(details?.branding?.iconUrl);
  const subtext = editionName(id);
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
  const editionName = createEditionNames(response);
  for (const item of response.items ?? []) {
    if (!isRecord(item)) continue;
    const line = toLine(item as unknown as CartItem, response, editionName);
    if (!line) continue;
    const children = Array.isArray(item.childItems) ? (item.childItems as unknown[]) : [];
    const addOns = children
      .filter(isRecord)
      .map((child) => toLine(child as unknown as CartItem, response, editionName))
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
