import type { TemplateSet } from '../wire/marketTypes.ts';
import { overlayTexts } from '../translations/overlayTexts.ts';

/**
 * The texts t() reads: the platform's translations (already over the built-in texts), then the
 * partner's template-set translations, so a partner who renames an item in its templates sees the
 * new label wherever the runtime shows that key.
 */
export function mergeTexts(translations: Readonly<Record<string, string>>, templateSet: TemplateSet): Record<string, string> {
  return overlayTexts(translations, templateSet.translations);
}
