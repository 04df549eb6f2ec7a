/**
 * Locale names in their own language (SPEC §9: en, en-US, fr-CA, es-419, zh-TW, ja-JP, ...), from
 * the platform's CLDR data (Intl.DisplayNames) rather than a table shipped in the bundle, so every
 * tag a channel lists gets a name. "Standard" display keeps the region in brackets ("Français
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
  try {
    const named = new Intl.DisplayNames([dashed], { type: 'language', languageDisplay: 'standard' }).of(dashed);
    if (named && named !== dashed) return named.charAt(0).toLocaleUpperCase(dashed) + named.slice(1);
  } catch {
    // An invalid tag: show it as it is.
  }
  return tag;
}
