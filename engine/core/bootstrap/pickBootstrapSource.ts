import type { BootstrapContext } from '../wire/marketTypes.ts';
import { createDefaultBootstrap } from './defaults.ts';
import { isRecord } from './isRecord.ts';
import { normalizeBootstrap } from './normalizeBootstrap.ts';

type BootstrapSource = 'default' | 'page' | 'storage';

export interface BootstrapChoice {
  /** What the header renders from before (or instead of) a fresh fetch. */
  bootstrap: BootstrapContext;
  source: BootstrapSource;
  /** Whether a fresh copy must be fetched. */
  fetch: boolean;
}

/**
 * SPEC §4: "Bootstrap data comes from the default, a page-provided copy, local storage, or a fresh
 * fetch, in that order." The fresh fetch is the last source and is always made: a page copy no
 * longer turns it off (the page's copy is not the marketplace's answer and may lag behind the
 * session; SPEC §4 also says fresh data is then fetched). Before it, the first render takes the
 * page copy over the stored one, against the list's order: the stored copy is a previous page
 * view's, its user unconfirmed, while the page copy is this view's (README, deviations). With
 * neither, the defaults render until the fetch answers. An empty object counts as absent.
 */
export function pickBootstrapSource(sources: { page?: unknown; stored?: unknown }): BootstrapChoice {
  if (isPresent(sources.page)) return { bootstrap: normalizeBootstrap(sources.page), source: 'page', fetch: true };
  if (isPresent(sources.stored)) return { bootstrap: normalizeBootstrap(sources.stored), source: 'storage', fetch: true };
  return { bootstrap: createDefaultBootstrap(), source: 'default', fetch: true };
}

function isPresent(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length > 0;
}
