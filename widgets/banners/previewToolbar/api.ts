import type { NavEnv } from '../../../engine/core/env.ts';
import { request } from '../../../engine/core/http/request.ts';
import { joinUrl } from '../../../engine/core/url/joinUrl.ts';
import type { ProductPreviewRecord } from './productPreview.ts';
import type { ProductPreviewData } from './state.ts';

/**
 * A customize preview is a network (channel customization) preview; channel and cms previews
 * show the native product (SPEC §7).
 */
export function productPreviewUrl(apiUrl: string, record: ProductPreviewRecord, locale: string): string {
  const id = encodeURIComponent(record.productId);
  return record.portal === 'customize'
    ? joinUrl(apiUrl, `/api/channel/v1/customizations/preview.json?applicationId=${id}&locale=${encodeURIComponent(locale)}`)
    : joinUrl(apiUrl, `/api/marketplace/v1/products/${id}.json`);
}

function toProductData(value: unknown): ProductPreviewData {
  if (typeof value !== 'object' || value === null) return {};
  const { name, lastModified } = value as Record<string, unknown>;
  const data: ProductPreviewData = {};
  if (typeof name === 'string') data.name = name;
  const time = typeof lastModified === 'string' && /^\d+$/.test(lastModified) ? Number(lastModified) : lastModified;
  if (typeof time === 'number' && Number.isFinite(time)) data.lastModified = time;
  return data;
}

/** The product's name and last-modified time; a failed or non-ok call gives an empty object (SPEC §8). */
export async function fetchProductPreview(
  env: NavEnv,
  apiUrl: string,
  record: ProductPreviewRecord,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductPreviewData> {
  try {
    return toProductData(await request<unknown>(env, productPreviewUrl(apiUrl, record, locale), signal ? { signal } : {}));
  } catch {
    return {};
  }
}
