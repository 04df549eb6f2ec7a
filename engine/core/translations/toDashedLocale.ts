/** 'en_US' -> 'en-US': the translation call and the cache compare locales with dashes (SPEC §7). */
export function toDashedLocale(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}
