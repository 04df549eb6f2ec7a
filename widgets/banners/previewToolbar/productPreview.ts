import type { DevMode } from '../../../engine/core/display/previewCookies.ts';

export type PreviewPortal = 'channel' | 'cms' | 'customize';

/** The product-preview cookie record (SPEC §3). */
export interface ProductPreviewRecord {
  productId: string;
  /** Unknown when a record was written without one: Cancel then goes to /home. */
  portal?: PreviewPortal;
}

const PORTALS: Record<DevMode, PreviewPortal> = { CHANNEL: 'channel', CMS: 'cms', CUSTOMIZE: 'customize' };

/** The first all-digit segment of the path: /apps/12345/office-suite gives '12345'. */
export function getProductIdFromPath(pathname: string): string | null {
  return pathname.split('/').find((segment) => /^\d+$/.test(segment)) ?? null;
}

/**
 * SPEC §5: a product preview needs a dev query value (as getDevMode reads it) and a numeric
 * product id in the path.
 */
export function getProductPreviewFromUrl(pathname: string, devMode: DevMode | undefined): ProductPreviewRecord | null {
  const productId = getProductIdFromPath(pathname);
  return devMode && productId ? { productId, portal: PORTALS[devMode] } : null;
}

export function parseProductPreview(raw: string | undefined): ProductPreviewRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { productId, portal } = value as Record<string, unknown>;
    const id = typeof productId === 'number' ? String(productId) : productId;
    if (typeof id !== 'string' || !/^\d+$/.test(id)) return null;
    return portal === 'channel' || portal === 'cms' || portal === 'customize' ? { productId: id, portal } : { productId: id };
  } catch {
    return null;
  }
}
