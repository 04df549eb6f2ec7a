import type { BootstrapContext } from '../context/types.ts';
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
 * SPEC §4: bootstrap data comes from the default, a page-provided copy, local storage, or a fresh
 * fetch, in that order. Each later source replaces the earlier one. A page that provides its own
 * copy has already fetched it for this page view, so no call is made; a stored copy is stale by
 * nature, so it renders first and a fresh copy is still fetched; with neither, the defaults render
 * until the fetch answers. An empty object counts as absent.
 */
export function pickBootstrapSource(sources: { page?: unknown; stored?: unknown }): BootstrapChoice {
  if (isPresent(sources.page)) return { bootstrap: normalizeBootstrap(sources.page), source: 'page', fetch: false };
  if (isPresent(sources.stored)) return { bootstrap: normalizeBootstrap(sources.stored), source: 'storage', fetch: true };
  return { bootstrap: createDefaultBootstrap(), source: 'default', fetch: true };
}

function isPresent(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length > 0;
}
