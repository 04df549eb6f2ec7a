import { joinUrl } from '../url/joinUrl.ts';

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
