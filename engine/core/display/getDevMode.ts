import { DEV_MODES, PREVIEW_QUERY, type DevMode } from './previewCookies.ts';

/**
 * The page's dev mode: the config's devMode, else the 'dev' query value; only CHANNEL, CMS and
 * CUSTOMIZE count (case-insensitive, as editors type the links by hand).
 */
export function getDevMode(options: { query: string | URLSearchParams; configDevMode?: string }): DevMode | undefined {
  const params = typeof options.query === 'string' ? new URLSearchParams(options.query) : options.query;
  const value = (options.configDevMode ?? params.get(PREVIEW_QUERY.dev) ?? '').trim().toUpperCase();
  return DEV_MODES.find((mode) => mode === value);
}
