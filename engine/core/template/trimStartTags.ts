/**
 * Reads a template's start tags once before the sanitizer parses it, and takes out of them:
 * - attributes past the first MAX_ATTRIBUTES_PER_TAG of a tag: a browser's DOM finds an attribute
 *   by a linear search, so the sanitizer's pass over one element with n attributes costs n squared
 *   (8,000 attributes froze Chromium for 0.8 s); no header element needs more than a few;
 * - event-handler attributes (`onclick=...`, any name starting with "on").
 *
 * The header profile removes handlers anyway; but a browser checks a page's Content-Security-Policy
 * while it parses a handler attribute, even in the inert document the sanitizer parses into, and
 * so reports a violation to the host page's report-uri for every page load of a partner template
 * that has one. Taking them out of the text first spares the host those reports. Safety does not rest on this pass: whatever it returns is still sanitized.
 *
 * Start tags are read as the HTML standard's tokenizer reads them: a `<` and an ASCII letter open
 * one; attributes are separated by whitespace or `/`; values are double-quoted, single-quoted or
 * unquoted; comments are skipped. The text of raw-text elements (script, style, textarea) is read
 * as markup too: those are removed by the profile, so a difference there changes nothing shown.
 * One pass, linear in the length of the template.
 */
const HANDLER_HINT = /[\s/"']on/i;
export const MAX_ATTRIBUTES_PER_TAG = 64;
/** Below this length no start tag can hold more than MAX_ATTRIBUTES_PER_TAG attributes. */
const MANY_ATTRIBUTES_LENGTH = MAX_ATTRIBUTES_PER_TAG * 2;
// Whitespace is HTML's five characters (tab, LF, FF, CR, space), not JavaScript's \s.
/** A comment (skipped whole, to its end if unclosed) or a start tag's `<` and name. */
const COMMENT_OR_TAG = /<!--[^]*?(?:-->|$)|<[a-z][^\t\n\f\r />]*/gi;
/** Separators, then one attribute: its name, then `=` and a quoted or unquoted value if any. */
const ATTRIBUTE = /([\t\n\f\r /]*)([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f\r >]*))?/y;

export function trimStartTags(html: string): string {
  // Most templates are short or have no handler at all: nothing to read.
  if (html.length <= MANY_ATTRIBUTES_LENGTH && !HANDLER_HINT.test(html)) return html;
  let out = '';
  let copied = 0;
  COMMENT_OR_TAG.lastIndex = 0;
  for (let tag = COMMENT_OR_TAG.exec(html); tag; tag = COMMENT_OR_TAG.exec(html)) {
    if (tag[0].startsWith('<!--')) continue;
    let end = COMMENT_OR_TAG.lastIndex;
    ATTRIBUTE.lastIndex = end;
    let count = 0;
    for (let attribute = ATTRIBUTE.exec(html); attribute; attribute = ATTRIBUTE.exec(html)) {
      const [, separators = '', name = ''] = attribute;
      end = ATTRIBUTE.lastIndex;
      count += 1;
      if (count > MAX_ATTRIBUTES_PER_TAG || /^on/i.test(name)) {
        out += html.slice(copied, attribute.index + separators.length);
        copied = end;
      }
    }
    // The next tag starts after this one's attributes: a '<' in an attribute value is not a tag.
    COMMENT_OR_TAG.lastIndex = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}
