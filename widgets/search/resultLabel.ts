import type { SearchDoc, SearchResult } from './types.ts';

/** The label fields of a result, first present wins (SPEC §3). */
const LABEL_FIELDS = ['emptyResultText', 'subject', 'name', 'filename', 'title', 'message'] as const;

export function resultLabel(doc: SearchDoc): string {
  for (const field of LABEL_FIELDS) {
    const value = doc[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A response doc as a displayable result; values stay plain text. */
export function toSearchResult(doc: SearchDoc): SearchResult {
  return {
    source: text(doc.source),
    contentType: text(doc.content_type),
    imageUrl: text(doc.imageUrl),
    url: text(doc.url),
    label: resultLabel(doc),
  };
}
