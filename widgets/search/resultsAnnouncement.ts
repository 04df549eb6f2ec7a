import type { SearchStatus } from './state.ts';
import type { Translate } from './types.ts';

/**
 * What the live region says: the number of results once a search's answers are in and the
 * panel is open, nothing otherwise (so typing does not announce every keystroke).
 */
export function resultsAnnouncement(open: boolean, status: SearchStatus, count: number, t: Translate): string {
  if (!open || status !== 'ready') return '';
  if (count === 0) return t('unav.search.noResults');
  return count === 1 ? t('unav.search.oneResult') : t('unav.search.resultsCount', count);
}
