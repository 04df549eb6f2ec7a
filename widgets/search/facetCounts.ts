import type { FacetCount } from './types.ts';

/**
 * A facet field is a flat list alternating value and count (SPEC §3): ['invoice', 4, 'order', 2].
 * Entries with no hits or an unreadable pair are left out.
 */
export function facetCounts(field: unknown): FacetCount[] {
  if (!Array.isArray(field)) return [];
  const entries: FacetCount[] = [];
  for (let i = 0; i + 1 < field.length; i += 2) {
    const type: unknown = field[i];
    const count = Number(field[i + 1]);
    if (typeof type === 'string' && type !== '' && Number.isFinite(count) && count > 0) entries.push({ type, count });
  }
  return entries;
}
