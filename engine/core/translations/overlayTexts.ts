import { PLURAL_CATEGORIES } from './pluralCategory.ts';

const SUFFIX = new RegExp(`\\.(?:${PLURAL_CATEGORIES.join('|')})$`);

/**
 * Texts of `over` laid over `base` (built-in under platform, platform under partner). A counted
 * text goes as a whole: when `over` gives a key plain or in any plural form, the plural forms of
 * `base` for it are dropped, so a partner's plain French 'il y a {0} jours' is never overruled by
 * built-in English 'one' and 'other' forms.
 */
export function overlayTexts(base: Readonly<Record<string, string>>, over: Readonly<Record<string, string>>): Record<string, string> {
  const replaced = new Set(Object.keys(over).map((key) => key.replace(SUFFIX, '')));
  const kept = Object.entries(base).filter(([key]) => {
    const family = key.replace(SUFFIX, '');
    return family === key || !replaced.has(family);
  });
  return { ...Object.fromEntries(kept), ...over };
}
