import { getProductPreviewFromUrl, type ProductPreviewRecord } from './productPreview.ts';
import { isAdminPath, shouldClearBuilderCookies, type PreviewSessionInput } from './previewSession.ts';

export type ActivePreview = { kind: 'none' } | { kind: 'theme' } | { kind: 'product'; record: ProductPreviewRecord };

export interface ActivePreviewInput extends PreviewSessionInput {
  storedRecord: ProductPreviewRecord | null;
}

/**
 * Which preview the session holds (a theme's, a product's or none), and so which toolbar the page
 * shows. A product preview wins over a theme preview, as it does for the display mode (SPEC §4).
 * When the builder cookies are being cleared, only a preview the URL itself starts (dev query plus
 * product id, not on an admin page) survives.
 */
export function getActivePreview(input: ActivePreviewInput): ActivePreview {
  const fromUrl = isAdminPath(input.pathname) ? null : getProductPreviewFromUrl(input.pathname, input.devMode);
  if (fromUrl) return { kind: 'product', record: fromUrl };
  if (shouldClearBuilderCookies(input)) return { kind: 'none' };
  if (input.storedRecord) return { kind: 'product', record: input.storedRecord };
  return input.themePreview ? { kind: 'theme' } : { kind: 'none' };
}
