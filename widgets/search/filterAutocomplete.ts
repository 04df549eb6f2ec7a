import { MAX_AUTOCOMPLETE_WORDS } from './constants.ts';

/** Registered and copyright signs and commas are stripped from terms (SPEC §5). */
const STRIPPED = /[®©,]/g;

/**
 * Autocomplete terms from response docs (SPEC §5): string field values only, at most 7 words,
 * containing the lowercased query; duplicates (case-insensitive) removed, first one kept.
 */
export function filterAutocomplete(docs: readonly unknown[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const doc of docs) {
    if (!doc || typeof doc !== 'object') continue;
    for (const value of Object.values(doc)) {
      if (typeof value !== 'string') continue;
      const term = value.replace(STRIPPED, '').replace(/\s+/g, ' ').trim();
      if (!term || term.split(' ').length > MAX_AUTOCOMPLETE_WORDS) continue;
      const key = term.toLowerCase();
      if (!key.includes(needle) || seen.has(key)) continue;
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}
