import { toLinkUrl } from '../../engine/core/url/urlPolicy.ts';
import type { ResultRow } from './resultRows.ts';

/** What choosing a row does: open a result's URL, search the row's text, or nothing. */
export type ChosenRowTarget = { kind: 'open'; url: string } | { kind: 'search'; text: string } | { kind: 'none' };

/**
 * A result with a URL opens it in a new window, only a link the URL policy allows (SPEC §3);
 * every other row (a suggestion, a facet, a result without URL) searches its text.
 */
export function chosenRowTarget(row: ResultRow): ChosenRowTarget {
  if (row.kind !== 'result' || !row.result.url) return { kind: 'search', text: row.text };
  const url = toLinkUrl(row.result.url);
  return url ? { kind: 'open', url } : { kind: 'none' };
}
