/**
 * Reads `{{name}}` tokens out of a template. A small tokenizer of our own rather than Mustache's or
 * Handlebars' parser: we need names and positions only, and those parsers also accept sections,
 * partials and helpers that we must never execute (and Mustache's throws on an unclosed section,
 * which a partner's typo should not turn into a broken header).
 */
export type Token =
  | { kind: 'text'; text: string }
  /** A `{{name}}` with a camelCase name: the renderer decides if the name is known. */
  | { kind: 'name'; name: string; raw: string }
  /** Triple braces, partials, sections, helpers, comments: reported by the linter, never executed. */
  | { kind: 'unsupported'; raw: string };

const NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * One pass with indexOf, linear in the template: a token runs from '{{' (or '{{{') to the first '}}'
 * after it, taking a third '}' that follows. When no '}}' follows a '{{', none follows any later
 * '{{' either, so the rest is text: a pattern that looked for a close from every '{{' would
 * rescan to the end from each of them.
 */
export function tokenize(template: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (let start = template.indexOf('{{'); start !== -1; start = template.indexOf('{{', last)) {
    const triple = template.startsWith('{', start + 2);
    const innerStart = start + (triple ? 3 : 2);
    const close = template.indexOf('}}', innerStart);
    if (close === -1) break;
    const end = template.startsWith('}', close + 2) ? close + 3 : close + 2;
    if (start > last) tokens.push({ kind: 'text', text: template.slice(last, start) });
    const raw = template.slice(start, end);
    const inner = template.slice(innerStart, close).trim();
    tokens.push(!triple && NAME.test(inner) ? { kind: 'name', name: inner, raw } : { kind: 'unsupported', raw });
    last = end;
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last) });
  return tokens;
}
