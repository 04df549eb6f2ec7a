/** CLDR's plural categories, the suffixes a counted text's forms carry ('unav.cart.withCount.one'). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * The plural rules of a locale ('fr-CA', 'fr_CA'), or English's when the locale is not one Intl
 * knows: a bad locale from a page must not break every text. Made once per locale: building one
 * loads that language's CLDR data, milliseconds each time, and a view makes several translators.
 */
export function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = makePluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

const rulesByLocale = new Map<string, Intl.PluralRules>();

function makePluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale.trim().replace(/_/g, '-'));
  } catch {
    return new Intl.PluralRules('en');
  }
}

/** The form of a key a category names. */
export function pluralKey(key: string, category: PluralCategory): string {
  return `${key}.${category}`;
}
