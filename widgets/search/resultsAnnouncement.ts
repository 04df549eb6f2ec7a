import type { SearchStatus } from './state.ts';
import type { Translate } from './types.ts';

/**
 * What the live region says: the number of results once a search's answers are in and the
 * panel is open, nothing otherwise (so typing does not announce every keystroke).
 */
export function resultsAnnouncement(open: boolean, status: SearchStatus, count: number, t: Translate): string {
  if (!open || status !== 'ready') return '';
  if (count === 0) return t('unav.search.noResults');
  // One counted text: its plural forms give '1 result' and '7 results' in each locale.
  return t('unav.search.resultsCount', count);
}
