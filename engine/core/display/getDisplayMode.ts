import type { DisplayMode } from '../wire/marketTypes.ts';
import type { CookieJar } from '../env.ts';
import { getDevMode } from './getDevMode.ts';
import { PREVIEW_COOKIES, PREVIEW_QUERY } from './previewCookies.ts';

interface DisplayModeInputs {
  cookies: Pick<CookieJar, 'get'>;
  /** The page's query string (location.search) or its parsed parameters. */
  query: string | URLSearchParams;
  configMode?: DisplayMode;
  configDevMode?: string;
}

/**
 * SPEC §4: preview when a builder theme id (cookie or query value) exists together with a heartbeat
 * cookie, unless the dev mode is CMS, CHANNEL or CUSTOMIZE or a product-preview cookie is set (a
 * product preview is not a theme preview). The heartbeat counts while it is 'true', as the builder
 * sets it. A host that sets mode 'preview' asks for it directly.
 */
export function getDisplayMode(inputs: DisplayModeInputs): DisplayMode {
  if (inputs.configMode === 'preview') return 'preview';
  const params = typeof inputs.query === 'string' ? new URLSearchParams(inputs.query) : inputs.query;
  const themeId = inputs.cookies.get(PREVIEW_COOKIES.builderThemeId) || params.get(PREVIEW_QUERY.builderThemeId);
  const heartbeat = inputs.cookies.get(PREVIEW_COOKIES.heartbeat) === 'true';
  if (!themeId || !heartbeat) return 'published';
  if (getDevMode({ query: params, configDevMode: inputs.configDevMode })) return 'published';
  if (inputs.cookies.get(PREVIEW_COOKIES.productPreview)) return 'published';
  return 'preview';
}
