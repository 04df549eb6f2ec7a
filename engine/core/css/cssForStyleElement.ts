/**
 * CSS as the text of a `<style>` element in HTML: every `</` written `<\/`, so that no `</style`
 * can end the element early. A backslash before `/` is a CSS escape of `/`, so strings and URLs
 * read back the same (elsewhere a `/` after `<` is a delimiter no property or selector takes). The
 * policy already drops partner text that holds `</` (holdsEndTag); this is what every writer of
 * CSS into HTML passes its text through.
 */
export function cssForStyleElement(css: string): string {
  return css.replaceAll('</', '<\\/');
}
