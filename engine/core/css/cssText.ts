/**
 * Small readers over CSS text as a parser serialized it, shared by the policy's checks. Each one
 * moves forward only, so every check built on them is linear in its input.
 */

/** A character that may continue a CSS name: letters, digits, `-`, `_`, and anything non-ASCII. */
export function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 95 || code >= 128;
}

export function isCssWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 12;
}

/**
 * Index just past the string that opens at `at` (a quote), or -1 when it never closes on its line
 * (a bad or unterminated string). Escapes are stepped over.
 */
export function skipString(text: string, at: number): number {
  const quote = text.charCodeAt(at);
  for (let i = at + 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === quote) return i + 1;
    if (code === 10 || code === 13 || code === 12) return -1;
    if (code === 92) i += 1;
  }
  return -1;
}

/** Index just past the comment that opens at `at` (`/*`), or the end of the text. */
export function skipComment(text: string, at: number): number {
  const end = text.indexOf('*/', at + 2);
  return end === -1 ? text.length : end + 2;
}

/** Index just past the escape that starts at `at` (a backslash): up to six hex digits and one space, or one character. */
export function skipEscape(text: string, at: number): number {
  let i = at + 1;
  const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
  if (!isHex(text.charCodeAt(i))) return Math.min(i + 1, text.length);
  const last = Math.min(i + 6, text.length);
  while (i < last && isHex(text.charCodeAt(i))) i += 1;
  return isCssWhitespace(text.charCodeAt(i)) ? i + 1 : i;
}
