/**
 * JSON to put inside a `<script type="application/json">` element. JSON.stringify alone may write
 * `</script>` or `<!--`, which the HTML parser reads as markup; both begin with `<`, and nothing else
 * in a script element's text means anything to the parser (no character references, no `>` of its
 * own): so every `<` becomes a JSON escape, and U+2028/U+2029 too (line terminators to older
 * JavaScript parsers). Escaping `>` and `&` as well would add five bytes each for nothing, and a
 * page's data is mostly templates, which hold one `>` for every `<`. The text still parses back to
 * the same value with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
