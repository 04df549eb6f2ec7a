/** The first letter or digit, and the character after it. */
const FIRST_LETTER = /([\p{L}\p{N}])([^]?)/u;
const ASCII = /^[\x20-\x7e]?$/;
let graphemes: Intl.Segmenter | undefined;

/**
 * The mark a phone's bar shows for a logo image that has no compact form: the marketplace name's
 * first letter or digit, in capitals (its first grapheme, so a letter with its accents or an
 * emoji stays whole); '?' for a name without one.
 *
 * An ASCII letter followed by an ASCII character (or nothing) is a grapheme of its own. Any other
 * start goes to Intl.Segmenter, whose first construction on a page loads the platform's break
 * rules (about 12 ms per view in a CPU profile): most names never pay it.
 */
export function logoMonogram(name: string): string {
  const found = FIRST_LETTER.exec(name);
  if (!found) return '?';
  const [, letter = '', next = ''] = found;
  if (ASCII.test(letter) && ASCII.test(next)) return letter.toLocaleUpperCase();
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const [first] = graphemes.segment(name.slice(found.index));
  return (first?.segment ?? '?').toLocaleUpperCase();
}
