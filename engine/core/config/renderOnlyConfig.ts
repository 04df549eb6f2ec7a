import type { NavConfig } from './navConfig.ts';

/**
 * The config fields that no call and no cached entry depends on: a change re-renders from the data
 * already loaded. Every other field names what is loaded (market, API, partner, channel, mode,
 * locale, token, page bootstrap, template, builder and dev mode, navigation and checkout overrides)
 * and a change loads anew. `cache` only decides how the first render is made, so a later change
 * has nothing to redo.
 */
const RENDER_ONLY_FIELDS = [
  'header', 'footer', 'search', 'isPositionFixed', 'cache', 'mock', 'scriptBaseUrl', 'chunksUrl', 'scriptIntegrity',
  'assetOrigins', 'supportChat', 'nonce', 'onEvent',
] as const satisfies readonly (keyof NavConfig)[];

type RenderOnlyField = (typeof RENDER_ONLY_FIELDS)[number];

/** The part of a config that decides what is loaded: equal values load the same data. */
export function loadIdentity(config: NavConfig): Omit<NavConfig, RenderOnlyField> {
  const identity: Partial<NavConfig> = { ...config };
  for (const field of RENDER_ONLY_FIELDS) delete identity[field];
  return identity as Omit<NavConfig, RenderOnlyField>;
}

/** The render-only fields of a config, each key present (undefined when unset). */
export function renderOnlyPart(config: NavConfig): Pick<NavConfig, RenderOnlyField> {
  return Object.fromEntries(RENDER_ONLY_FIELDS.map((field) => [field, config[field]])) as Pick<NavConfig, RenderOnlyField>;
}
