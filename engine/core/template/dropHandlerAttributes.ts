/**
 * Takes event-handler attributes (`onclick=...`, any name starting with "on") out of a template's
 * start tags before the sanitizer parses it. The header profile removes them anyway; but a browser
 * checks a page's Content-Security-Policy while it parses a handler attribute, even in the inert
 * document the sanitizer parses into, and so reports a violation to the host page's report-uri for
 * every page load of a partner template that has one. Taking them out of the text first spares the
 * host those reports. Safety does not rest on this pass: whatever it returns is still sanitized.
 *
 * Start tags are read as the HTML standard's tokenizer reads them: a `<` and an ASCII letter open
 * one; attributes are separated by whitespace or `/`; values are double-quoted, single-quoted or
 * unquoted; comments are skipped. The text of raw-text elements (script, style, textarea) is read
 * as markup too: those are removed by the profile, so a difference there changes nothing shown.
 * One pass, linear in the length of the template.
 */
const HANDLER_HINT = /[\s/"']on/i;

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));
}

export function dropHandlerAttributes(html: string): string {
  // Most templates have no handler at all: nothing to read.
  if (!HANDLER_HINT.test(html)) return html;
  const end = html.length;
  let out = '';
  let copied = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      if (close === -1) break;
      at = html.indexOf('<', close + 3);
      continue;
    }
    if (!isLetter(html[at + 1])) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    // The tag name runs to whitespace, '/' or '>'.
    let i = at + 2;
    while (i < end && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
    // Attributes, until the '>' that closes the tag.
    while (i < end && html[i] !== '>') {
      if (isSpace(html[i]) || html[i] === '/') {
        i++;
        continue;
      }
      const start = i;
      // An '=' where a name should start belongs to the name (a parse error the tokenizer forgives).
      i++;
      while (i < end && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
      const isHandler = html.slice(start, start + 2).toLowerCase() === 'on';
      let j = i;
      while (j < end && isSpace(html[j])) j++;
      if (html[j] === '=') {
        j++;
        while (j < end && isSpace(html[j])) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1);
          j = close === -1 ? end : close + 1;
        } else {
          while (j < end && !isSpace(html[j]) && html[j] !== '>') j++;
        }
        i = j;
      }
      if (isHandler) {
        out += html.slice(copied, start);
        copied = i;
      }
    }
    at = html.indexOf('<', i);
  }
  return copied === 0 ? html : out + html.slice(copied);
}
