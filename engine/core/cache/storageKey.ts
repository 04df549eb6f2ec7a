/**
 * Local-storage keys of the header and its widgets (SPEC §9: "built from market url letters, user
 * id, widget name and a key"):
 *
 *   <letters and digits of the market URL>.<user id>.<widget>.<key>
 *   https://market.example.com, user u-1, widget header, key cache
 *     -> httpsmarketexamplecom.u-1.header.cache
 *
 * Digits are kept so two local marketplaces on different ports do not share entries. The dots
 * keep the parts apart (the market part has none), so a purge can find a market's keys for every
 * user. A signed-out user has an empty user id part.
 */
interface StorageKeyParts {
  marketUrl: string;
  userId?: string | null;
  widget: string;
  key: string;
}

export function marketKeyPart(marketUrl: string): string {
  return marketUrl.replace(/[^A-Za-z0-9]/g, '');
}

export function storageKey(parts: StorageKeyParts): string {
  return [marketKeyPart(parts.marketUrl), parts.userId ?? '', parts.widget, parts.key].join('.');
}

/** The parts of a key built by storageKey, or null for a key of someone else. */
export function parseStorageKey(key: string): { market: string; userId: string; widget: string; key: string } | null {
  const parts = key.split('.');
  if (parts.length < 4) return null;
  const market = parts[0] ?? '';
  const name = parts[parts.length - 1] ?? '';
  const widget = parts[parts.length - 2] ?? '';
  // A user id could hold a dot; everything between the market and the widget is the user id.
  const userId = parts.slice(1, -2).join('.');
  if (!/^[A-Za-z0-9]+$/.test(market) || widget === '' || name === '') return null;
  return { market, userId, widget, key: name };
}

/** The widget name of the header's own entries. */
export const HEADER_WIDGET = 'header';
