/**
 * The text without the slashes that end it. A loop from the end rather than `replace(/\/+$/, '')`:
 * that pattern is tried at every slash of a long run that does not end the text, and so costs the
 * square of the run in engines that backtrack (a page path or URL of many slashes).
 */
export function dropTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end--;
  return end === text.length ? text : text.slice(0, end);
}
