import { LOCALE_ENDONYMS } from './localeEndonyms.ts';

/**
 * Locale names in their own language (SPEC §9: en, en-US, fr-CA, es-419, zh-TW, ja-JP, ...): the
 * platform's usual locales from a table (localeEndonyms.ts, the same names without loading CLDR
 * data), any other tag a channel lists from the platform's CLDR data (Intl.DisplayNames). "Standard" display keeps the region in brackets ("Français
 * (Canada)", not "français canadien"); the first letter is capitalised as a menu item is. An invalid
 * tag is shown as it is.
 */
export function getLocaleLabel(tag: string): string {
  let label = labels.get(tag);
  if (label === undefined) {
    label = nameLocale(tag);
    labels.set(tag, label);
  }
  return label;
}

/**
 * Labels already made, by tag: building an Intl.DisplayNames costs milliseconds (it loads the CLDR
 * data of its locale), and the language menu asks for every tag of the channel on each render.
 */
const labels = new Map<string, string>();

function nameLocale(tag: string): string {
  const dashed = tag.trim().replace(/_/g, '-');
  const known = LOCALE_ENDONYMS[dashed];
  if (known) return known;
  try {
    const named = new Intl.DisplayNames([dashed], { type: 'language', languageDisplay: 'standard' }).of(dashed);
    if (named && named !== dashed) return named.charAt(0).toLocaleUpperCase(dashed) + named.slice(1);
  } catch {
    // An invalid tag: show it as it is.
  }
  return tag;
}
