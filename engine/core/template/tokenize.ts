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

const TOKEN = /\{\{\{?([\s\S]*?)\}?\}\}/g;
const NAME = /^[a-z][A-Za-z0-9]*$/;

export function tokenize(template: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) tokens.push({ kind: 'text', text: template.slice(last, start) });
    const raw = match[0];
    const inner = (match[1] ?? '').trim();
    const triple = raw.startsWith('{{{');
    tokens.push(!triple && NAME.test(inner) ? { kind: 'name', name: inner, raw } : { kind: 'unsupported', raw });
    last = start + raw.length;
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last) });
  return tokens;
}
