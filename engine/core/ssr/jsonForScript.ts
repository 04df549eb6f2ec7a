/**
 * JSON to put inside a `<script type="application/json">` element. JSON.stringify alone may write
 * `</script>` or `<!--`, which the HTML parser reads as markup: every `<`, `>` and `&` becomes a
 * JSON escape instead, and U+2028/U+2029 too (line terminators to older JavaScript parsers). The
 * text still parses back to the same value with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
