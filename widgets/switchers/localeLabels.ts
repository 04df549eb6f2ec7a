/**
 * Locale names in their own language (SPEC §9: en, en-US, fr-CA, es-419, zh-TW, ja-JP, ...).
 * The table covers the marketplace's usual tags; any other tag is named by Intl.DisplayNames in
 * its own language, and the raw tag is the last resort.
 */
export const LOCALE_LABELS: Readonly<Record<string, string>> = {
  en: 'English',
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-CA': 'English (Canada)',
  'en-AU': 'English (Australia)',
  fr: 'Français',
  'fr-FR': 'Français (France)',
  'fr-CA': 'Français (Canada)',
  es: 'Español',
  'es-ES': 'Español (España)',
  'es-419': 'Español (Latinoamérica)',
  'es-MX': 'Español (México)',
  de: 'Deutsch',
  'de-DE': 'Deutsch (Deutschland)',
  it: 'Italiano',
  'it-IT': 'Italiano (Italia)',
  nl: 'Nederlands',
  'nl-NL': 'Nederlands (Nederland)',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  sv: 'Svenska',
  fi: 'Suomi',
  da: 'Dansk',
  no: 'Norsk',
  pl: 'Polski',
  ja: '日本語',
  'ja-JP': '日本語 (日本)',
  zh: '中文',
  'zh-CN': '中文 (简体)',
  'zh-TW': '中文 (繁體)',
  ko: '한국어',
  'ko-KR': '한국어 (대한민국)',
};

export function getLocaleLabel(tag: string): string {
  const dashed = tag.trim().replace(/_/g, '-');
  const known = LOCALE_LABELS[dashed];
  if (known) return known;
  try {
    const named = new Intl.DisplayNames([dashed], { type: 'language' }).of(dashed);
    if (named && named !== dashed) return named;
  } catch {
    // An invalid tag: show it as it is.
  }
  return tag;
}
