/**
 * Reads a template's start tags as the HTML standard's tokenizer reads them (HTML §13.2.5), for the
 * passes that look at tags in the template as written (trimStartTags, writtenPlaces,
 * attributeNamesWithMarkers):
 * - a `<` and an ASCII letter open a start tag; its name runs to whitespace, `/` or `>`;
 * - attributes are separated by whitespace or `/`; a name may start with `=`; its value is
 *   double-quoted, single-quoted (to the end of the template if the quote is never closed) or
 *   unquoted (to whitespace or `>`);
 * - comments are skipped: `<!--` to `-->` or `--!>` (`<!-->` and `<!--->` are whole comments), to
 *   the end of the template if unclosed;
 * - an end tag's attributes are read and skipped (a `<` in their values opens no tag); other
 *   markup (`<!doctype>`, `<?...>`, `</1>`) is skipped to its `>`.
 * Whitespace is HTML's five characters (tab, LF, FF, CR, space), not JavaScript's \s. The text of
 * raw-text elements (script, style, textarea) is read as markup too: the header profile removes
 * those elements. A tag left open at the end of the template is given with what it has.
 * One pass, linear in the length of the template: each character is read at most twice.
 */
interface TagAttribute {
  /** Offset of the name's first character. */
  nameStart: number;
  /** Offset past the name. */
  nameEnd: number;
  /** Offsets of the value without its quotes; both -1 for an attribute written without `=`. */
  valueStart: number;
  valueEnd: number;
  /** Offset past the attribute: past its value and the value's closing quote, if any. */
  end: number;
}

export interface StartTag {
  /** Offset of the '<'. */
  start: number;
  /** Offset past the element's name (which starts at start + 1). */
  nameEnd: number;
  attributes: TagAttribute[];
  /** Offset past the '>', or the template's length when the tag is not closed. */
  end: number;
}

const TAB = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const CR = 0x0d;
const SPACE = 0x20;
const BANG = 0x21;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const DASH = 0x2d;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const GREATER = 0x3e;
const QUESTION = 0x3f;

function isWhitespace(code: number): boolean {
  return code === SPACE || code === LF || code === TAB || code === FF || code === CR;
}

function isAsciiLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** Reads the tag whose name starts at `nameStart` (after `<` or `</`) to its `>` or the end. */
function readTag(html: string, start: number, nameStart: number, kind: ScannedTag['kind']): ScannedTag {
  const length = html.length;
  let at = nameStart;
  for (let code = html.charCodeAt(at); at < length && !isWhitespace(code) && code !== SLASH && code !== GREATER; code = html.charCodeAt(++at));
  const tag: ScannedTag = { kind, start, nameEnd: at, attributes: [], end: length };
  while (at < length) {
    // Before an attribute's name: whitespace and '/' separate attributes.
    let code = html.charCodeAt(at);
    while (at < length && (isWhitespace(code) || code === SLASH)) code = html.charCodeAt(++at);
    if (at >= length) break;
    if (code === GREATER) {
      tag.end = at + 1;
      break;
    }
    // The name: its first character may be '='.
    const nameStart = at;
    for (code = html.charCodeAt(++at); at < length && !isWhitespace(code) && code !== SLASH && code !== GREATER && code !== EQUALS; code = html.charCodeAt(++at));
    const attribute: TagAttribute = { nameStart, nameEnd: at, valueStart: -1, valueEnd: -1, end: at };
    tag.attributes.push(attribute);
    // Whitespace after the name belongs to the attribute only when an '=' follows it.
    let next = at;
    while (next < length && isWhitespace(html.charCodeAt(next))) next++;
    if (html.charCodeAt(next) !== EQUALS) continue;
    next++;
    while (next < length && isWhitespace(html.charCodeAt(next))) next++;
    const quote = html.charCodeAt(next);
    if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
      const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", next + 1);
      attribute.valueStart = next + 1;
      attribute.valueEnd = close === -1 ? length : close;
      at = close === -1 ? length : close + 1;
    } else {
      attribute.valueStart = next;
      for (code = html.charCodeAt(next); next < length && !isWhitespace(code) && code !== GREATER; code = html.charCodeAt(++next));
      attribute.valueEnd = next;
      at = next;
    }
    attribute.end = at;
  }
  return tag;
}

/** The offset past a comment whose `<!--` ends before `from`, or the template's length if unclosed. */
function commentEnd(html: string, from: number): number {
  // `<!-->` and `<!--->` close at once (abrupt closing of an empty comment).
  if (html.charCodeAt(from) === GREATER) return from + 1;
  if (html.charCodeAt(from) === DASH && html.charCodeAt(from + 1) === GREATER) return from + 2;
  for (let dashes = html.indexOf('--', from); dashes !== -1; dashes = html.indexOf('--', dashes + 1)) {
    if (html.charCodeAt(dashes + 2) === GREATER) return dashes + 3;
    if (html.charCodeAt(dashes + 2) === BANG && html.charCodeAt(dashes + 3) === GREATER) return dashes + 4;
  }
  return html.length;
}

/** The offset past the `>` that ends a bogus comment (`<!doctype ...>`, `<?...>`), or the length. */
function bogusCommentEnd(html: string, from: number): number {
  const close = html.indexOf('>', from);
  return close === -1 ? html.length : close + 1;
}

/** A tag as written: a start tag with its attributes, or an end tag (whose attributes are read and ignored). */
export interface ScannedTag extends StartTag {
  kind: 'start' | 'end';
}

/** The template's start and end tags in order, each read to its `>`, from the offset `from` on. */
export function* scanTags(html: string, from = 0): Generator<ScannedTag> {
  for (let at = html.indexOf('<', from); at !== -1; ) {
    const next = html.charCodeAt(at + 1);
    let end = at + 1;
    if (isAsciiLetter(next)) {
      const tag = readTag(html, at, at + 1, 'start');
      yield tag;
      end = tag.end;
    } else if (next === SLASH) {
      const after = html.charCodeAt(at + 2);
      if (isAsciiLetter(after)) {
        const tag = readTag(html, at, at + 2, 'end');
        yield tag;
        end = tag.end;
      } else if (after === GREATER) end = at + 3;
      else if (at + 2 < html.length) end = bogusCommentEnd(html, at + 2);
    } else if (next === BANG) {
      end = html.startsWith('--', at + 2) ? commentEnd(html, at + 4) : bogusCommentEnd(html, at + 2);
    } else if (next === QUESTION) {
      end = bogusCommentEnd(html, at + 1);
    }
    at = html.indexOf('<', end);
  }
}

/** The template's start tags in order, each with its attributes. */
export function* scanStartTags(html: string): Generator<ScannedTag> {
  for (const tag of scanTags(html)) if (tag.kind === 'start') yield tag;
}
