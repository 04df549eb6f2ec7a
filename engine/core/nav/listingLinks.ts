import { joinUrl } from '../url/joinUrl.ts';

/** The search text in a listing link is cut at the search input's limit (SPEC §2, §5). */
export const MAX_QUERY_LENGTH = 200;

/** /listing?q={text}, the text cut at 200 characters. */
export function getSearchListingLink(marketUrl: string, query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  return joinUrl(marketUrl, `/listing?q=${encodeURIComponent(q)}`);
}

/** /listing?cat={id} on a storefront-builder site, else the legacy /home#!category/{id}. */
export function getCategoryLink(marketUrl: string, categoryId: string | number, storefrontBuilder: boolean): string {
  const id = encodeURIComponent(String(categoryId));
  return joinUrl(marketUrl, storefrontBuilder ? `/listing?cat=${id}` : `/home#!category/${id}`);
}

/** /{locale}/listing?pl={id}: product-line links carry the locale prefix. */
export function getProductLineLink(marketUrl: string, productLineId: string | number, locale: string): string {
  const id = encodeURIComponent(String(productLineId));
  return joinUrl(marketUrl, `/${encodeURIComponent(locale)}/listing?pl=${id}`);
}
