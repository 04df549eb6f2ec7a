/**
 * The mark a phone's bar shows for a logo image that has no compact form: the marketplace name's
 * first letter or digit, in capitals (its first grapheme, so a letter with its accents or an
 * emoji stays whole); '?' for a name without one.
 */
export function logoMonogram(name: string): string {
  const start = name.search(/[\p{L}\p{N}]/u);
  if (start < 0) return '?';
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.slice(start));
  return (first?.segment ?? '?').toLocaleUpperCase();
}
