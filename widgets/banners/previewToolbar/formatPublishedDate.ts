/**
 * The published date of a theme version as the reader's locale writes dates. The record may hold
 * milliseconds (number or digits) or a date string; anything unreadable is shown as written.
 */
export function formatPublishedDate(value: string | number | undefined, locale: string, timeZone?: string): string {
  if (value === undefined || value === '') return '';
  const time = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(time)) return String(value);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
  if (timeZone) options.timeZone = timeZone;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(time);
  }
}
