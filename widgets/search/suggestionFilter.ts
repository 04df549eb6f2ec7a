import { labelKey } from './labelKey.ts';
import { readableLabel } from './readableLabel.ts';

/**
 * The suggestion candidates a row may show: readable labels only (no URL, path or asset file
 * name), each once whatever its case or spacing, the first kept; labels in `taken` (rows already
 * shown elsewhere) are left out too.
 */
export function suggestionFilter(labels: readonly string[], taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map(labelKey));
  const kept: string[] = [];
  for (const label of labels) {
    const text = readableLabel(label);
    if (text === null) continue;
    const key = labelKey(text);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}
