import { getDevMode } from '../../../engine/core/display/getDevMode.ts';
import { getDisplayMode } from '../../../engine/core/display/getDisplayMode.ts';
import { PREVIEW_COOKIES, PREVIEW_QUERY } from '../../../engine/core/display/previewCookies.ts';
import type { NavEnv } from '../../../engine/core/env.ts';
import { getActivePreview, type ActivePreview } from './activePreview.ts';
import { BUILDER_COOKIE_NAMES, shouldClearBuilderCookies } from './previewSession.ts';
import { getProductPreviewFromUrl, parseProductPreview, type ProductPreviewRecord } from './productPreview.ts';

export interface PreviewSessionDecision {
  /** The builder cookies go (SPEC §4). */
  clear: boolean;
  /** The product preview the URL itself starts, to be stored. */
  fromUrl: ProductPreviewRecord | null;
  active: ActivePreview;
  /** Whether the page has anything of a preview session: one active, or builder cookies to clear. */
  touched: boolean;
}

/** What this page does with the preview session (SPEC §4), from its cookies, query and path. */
export function decidePreviewSession(env: Pick<NavEnv, 'cookies' | 'location'>, configDevMode: string | undefined): PreviewSessionDecision {
  const query = new URLSearchParams(env.location.search);
  const storedRecord = parseProductPreview(env.cookies.get(PREVIEW_COOKIES.productPreview));
  const devModeInputs = configDevMode === undefined ? { query } : { query, configDevMode };
  const input = {
    heartbeat: env.cookies.get(PREVIEW_COOKIES.heartbeat),
    devMode: getDevMode(devModeInputs),
    pathname: env.location.pathname,
    themePreview: Boolean(query.get(PREVIEW_QUERY.builderThemeId)) || getDisplayMode({ cookies: env.cookies, ...devModeInputs }) === 'preview',
    storedProductId: storedRecord?.productId,
    storedRecord,
  };
  const clear = shouldClearBuilderCookies(input);
  const active = getActivePreview(input);
  const cookiesToClear = clear && BUILDER_COOKIE_NAMES.some((name) => env.cookies.get(name) !== undefined);
  return { clear, fromUrl: getProductPreviewFromUrl(input.pathname, input.devMode), active, touched: active.kind !== 'none' || cookiesToClear };
}
