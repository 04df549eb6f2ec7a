/** Partner CSS read per field (`css`, `cssHeader`): far above any real stylesheet (the fixtures' largest is 5 kB). */
export const PARTNER_CSS_LIMIT = 100_000;

/**
 * The part of a partner's `css` or `cssHeader` that is read: the first PARTNER_CSS_LIMIT characters.
 * Longer text is cut there (the parser then drops a rule left unfinished) and a warning names the limit.
 */
export function limitCssText(text: string, field: string, warn: (message: string) => void): string {
  if (text.length <= PARTNER_CSS_LIMIT) return text;
  warn(`universal-nav: partner ${field} is ${text.length} characters long; only the first ${PARTNER_CSS_LIMIT} (${PARTNER_CSS_LIMIT / 1000} kB) are read.`);
  return text.slice(0, PARTNER_CSS_LIMIT);
}
