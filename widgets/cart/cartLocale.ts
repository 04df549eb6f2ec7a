/** The cart call wants the locale with an underscore (en_US), and en_US when none is known (SPEC §7). */
export function cartLocale(locale: string | undefined): string {
  const trimmed = locale?.trim();
  return trimmed ? trimmed.replace(/-/g, '_') : 'en_US';
}
