import { isAssetFileName } from './isAssetFileName.ts';
import { isPathLabel } from './isPathLabel.ts';
import { isUrlLabel } from './isUrlLabel.ts';

/**
 * A label as a row shows it, whitespace collapsed, or null when it is no words for a person: empty,
 * a URL, a path or an asset's file name (indexes return those fields alongside the names).
 */
export function readableLabel(label: string): string | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text === '' || isUrlLabel(text) || isPathLabel(text) || isAssetFileName(text)) return null;
  return text;
}
