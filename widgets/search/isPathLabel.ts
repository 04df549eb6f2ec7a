/**
 * A label that is a file-system or URL path: rooted ('/account/invoices', './a', '../a', '~/a',
 * '.../invoices/INV-1', 'C:\\Users', '\\\\server\\share'), or one word holding at least two
 * separators ('account/invoices/INV-1'). Labels with one slash ('TCP/IP', 'and/or', '24/7', 'TCP/IP
 * Suite') and dates ('10/12/2025') are words, not paths.
 */
const ROOTED = /^(?:\.{1,3}|~)?[/\\]\S|^[a-z]:\\/i;
const SEPARATOR = /[/\\]/;

export function isPathLabel(label: string): boolean {
  const text = label.trim();
  if (ROOTED.test(text)) return true;
  if (/\s/.test(text)) return false;
  const segments = text.split(SEPARATOR);
  return segments.length >= 3 && !segments.every((segment) => /^\d+$/.test(segment));
}
