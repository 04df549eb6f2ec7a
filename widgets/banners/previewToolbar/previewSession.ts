import { PREVIEW_COOKIES, type DevMode } from '../../../engine/core/display/previewCookies.ts';
import { getProductIdFromPath, getProductPreviewFromUrl } from './productPreview.ts';

/** Every cookie a preview session leaves behind; all go together (SPEC §4). */
export const BUILDER_COOKIE_NAMES = [
  PREVIEW_COOKIES.builderThemeId,
  PREVIEW_COOKIES.heartbeat,
  PREVIEW_COOKIES.builderVersion,
  PREVIEW_COOKIES.productPreview,
  PREVIEW_COOKIES.toolbarMode,
] as const;

/**
 * Admin areas that are not the marketplace storefront. Reaching one ends a preview, so the
 * builder cookies go: channel and developer consoles, superuser, theme builder, corporate,
 * reseller and vendor admin.
 */
const ADMIN_PATH_PREFIXES = ['/channel', '/cms', '/superuser', '/branding', '/corporate', '/reseller', '/vendor'] as const;

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface PreviewSessionInput {
  /** The heartbeat cookie value. */
  heartbeat: string | undefined;
  /** The page's dev mode (engine/core/display/getDevMode.ts). */
  devMode: DevMode | undefined;
  pathname: string;
  /** A theme preview is active: a builderThemeId query value, or getDisplayMode gives preview. */
  themePreview: boolean;
  /** productId of the stored product-preview cookie record, if any. */
  storedProductId: string | undefined;
}

/** SPEC §4: valid while the heartbeat is 'true', or with a dev query plus numeric id, or in a theme preview. */
export function isPreviewSessionValid(input: PreviewSessionInput): boolean {
  return input.heartbeat === 'true' || getProductPreviewFromUrl(input.pathname, input.devMode) !== null || input.themePreview;
}

/**
 * SPEC §4: the builder cookies go when the session is invalid, when the product in the path is
 * not the stored one, or on an admin page (cancel removes them too, see usePreviewSession).
 */
export function shouldClearBuilderCookies(input: PreviewSessionInput): boolean {
  if (!isPreviewSessionValid(input) || isAdminPath(input.pathname)) return true;
  const pathId = getProductIdFromPath(input.pathname);
  return pathId !== null && input.storedProductId !== undefined && pathId !== input.storedProductId;
}
