import type { NavConfig, TargetConfig } from '../core/config/navConfig.ts';

/** SPEC §2: "The widget is mounted in an element with id adsearch". */
export const DEFAULT_SEARCH_TARGET = '#adsearch';

export interface PlacedTarget {
  target: TargetConfig;
  /** Warn when the element is missing: only when the host asked for a search root itself. */
  reportMissing: boolean;
}

/**
 * Where the search root goes: the host's `search.target`, else #adsearch. A page that passes no
 * `search` config and has no #adsearch simply has no search root, so no warning is due.
 */
export function searchTargetOf(config: Pick<NavConfig, 'search'>): PlacedTarget {
  const target = config.search?.target;
  if (target !== undefined && target !== '') return { target: { target }, reportMissing: true };
  return { target: { target: DEFAULT_SEARCH_TARGET }, reportMissing: config.search !== undefined };
}
