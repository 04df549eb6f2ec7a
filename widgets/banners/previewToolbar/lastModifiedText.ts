const DAY_MS = 24 * 60 * 60 * 1000;

type Translate = (key: string, ...args: (string | number)[]) => string;

/**
 * SPEC §2: Today, 1 day ago, N days ago. Counts whole 24-hour periods, so the text does not
 * depend on the reader's time zone; a time in the future reads as Today.
 */
export function lastModifiedText(lastModified: number | undefined, now: number, t: Translate): string {
  if (lastModified === undefined || !Number.isFinite(lastModified)) return '';
  const days = Math.max(0, Math.floor((now - lastModified) / DAY_MS));
  if (days === 0) return t('unav.time.today');
  if (days === 1) return t('unav.time.dayAgo');
  return t('unav.time.daysAgo', days);
}
