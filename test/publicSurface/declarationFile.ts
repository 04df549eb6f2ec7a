/**
 * One `.d.ts` file as `tsc` emits it, read into what the public surface needs: its imports, its
 * exports and its top-level declarations with the names each one refers to. TypeScript 7 has no JS
 * API to ask (README "TypeScript 7"), so this reads the emitted text; a `.d.ts` holds only
 * declarations, and the compiler prints them in one regular form, which a tokenizer and bracket
 * counting read reliably. Comments are left out of every declaration's text.
 */

export interface Token {
  kind: 'name' | 'string' | 'punct';
  text: string;
  start: number;
  end: number;
}

/** A name a declaration refers to: a name in its file's scope (`member` for `Namespace.member`), or `import("module").name`. */
export type Reference = { local: string; member?: string } | { module: string; name: string };

export interface Declaration {
  name: string;
  /** 'value' for what exists at run time (function, const, class, enum), else 'type'. */
  space: 'value' | 'type';
  /** The declaration without comments and without its `export`/`declare` keywords. */
  text: string;
  references: Reference[];
}

export type ExportTarget = { local: string } | { module: string; name: string };

export interface DeclarationFile {
  /** Local name → where it is imported from (`name` is 'default' or '*' for those forms). */
  imports: Map<string, { module: string; name: string }>;
  declarations: Map<string, Declaration[]>;
  /** Public name → the local it exports, or the module and name it re-exports. */
  exports: Map<string, ExportTarget>;
  starExports: string[];
  /** The bodies of `declare global { ... }`. */
  globals: Declaration[];
}

const OPENERS = new Set(['(', '[', '{', '<']);
const CLOSERS = new Set([')', ']', '}', '>']);
const BLOCK_KEYWORDS = new Set(['interface', 'class', 'enum', 'namespace', 'module', 'global']);
const VALUE_KEYWORDS = new Set(['function', 'const', 'let', 'var', 'class', 'enum']);
const MODIFIERS = new Set(['export', 'declare', 'default', 'abstract']);

function quoted(text: string, start: number, quote: string): number {
  let index = start + 1;
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** A template literal type, `${...}` parts included: the end of it. */
function templateEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '`') {
    if (text[index] === '\\') index += 2;
    else if (text.startsWith('${', index)) {
      let depth = 1;
      index += 2;
      while (index < text.length && depth > 0) {
        if (text[index] === '{') depth += 1;
        else if (text[index] === '}') depth -= 1;
        index += 1;
      }
    } else index += 1;
  }
  return index + 1;
}

/** The tokens of `text`, comments included as 'comment' (the caller drops them). */
function scan(text: string): (Token | { kind: 'comment'; start: number; end: number })[] {
  const tokens: (Token | { kind: 'comment'; start: number; end: number })[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const start = index;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (text.startsWith('//', index)) {
      const newline = text.indexOf('\n', index);
      index = newline === -1 ? text.length : newline;
      tokens.push({ kind: 'comment', start, end: index });
    } else if (text.startsWith('/*', index)) {
      const close = text.indexOf('*/', index + 2);
      index = close === -1 ? text.length : close + 2;
      tokens.push({ kind: 'comment', start, end: index });
    } else if (char === '"' || char === "'") {
      index = quoted(text, index, char);
      tokens.push({ kind: 'string', text: text.slice(start, index), start, end: index });
    } else if (char === '`') {
      index = templateEnd(text, index);
      tokens.push({ kind: 'string', text: text.slice(start, index), start, end: index });
    } else if (/[\w$#]/.test(char)) {
      while (index < text.length && /[\w$#]/.test(text[index]!)) index += 1;
      tokens.push({ kind: 'name', text: text.slice(start, index), start, end: index });
    } else {
      const long = ['=>', '...'].find((punct) => text.startsWith(punct, index));
      index += long?.length ?? 1;
      tokens.push({ kind: 'punct', text: text.slice(start, index), start, end: index });
    }
  }
  return tokens;
}

/** The text without comments, blank lines and trailing spaces. */
export function withoutComments(text: string): string {
  let kept = '';
  let from = 0;
  for (const token of scan(text)) {
    if (token.kind !== 'comment') continue;
    kept += text.slice(from, token.start);
    from = token.end;
  }
  kept += text.slice(from);
  return kept
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n');
}

export function tokenize(text: string): Token[] {
  return scan(text).filter((token): token is Token => token.kind !== 'comment');
}

/** The top-level statements: each ends at a `;` outside brackets, or at the `}` closing a block declaration. */
function statements(tokens: Token[]): Token[][] {
  const result: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  let block: boolean | undefined;
  for (const token of tokens) {
    current.push(token);
    if (block === undefined && !MODIFIERS.has(token.text)) block = BLOCK_KEYWORDS.has(token.text);
    if (token.kind !== 'punct') continue;
    if (OPENERS.has(token.text)) depth += 1;
    else if (CLOSERS.has(token.text)) depth -= 1;
    if (depth === 0 && (token.text === ';' || (token.text === '}' && block))) {
      result.push(current);
      current = [];
      block = undefined;
    }
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** `{ a, type b, c as d }` starting at tokens[open]: pairs of [name in the module, local name]. */
function bindings(tokens: Token[], open: number): [string, string][] {
  const pairs: [string, string][] = [];
  let index = open + 1;
  while (index < tokens.length && tokens[index]!.text !== '}') {
    if (tokens[index]!.text === 'type' && tokens[index + 1]?.kind === 'name') index += 1;
    const name = tokens[index]!.text;
    if (tokens[index + 1]?.text === 'as') {
      pairs.push([name, tokens[index + 2]!.text]);
      index += 3;
    } else {
      pairs.push([name, name]);
      index += 1;
    }
    if (tokens[index]?.text === ',') index += 1;
  }
  return pairs;
}

const unquote = (token: Token | undefined): string => token?.text.slice(1, -1) ?? '';
const moduleOf = (tokens: Token[]): string | undefined => {
  const from = tokens.findIndex((token) => token.text === 'from');
  return from === -1 ? undefined : unquote(tokens[from + 1]);
};

/**
 * The names a declaration refers to. A name with `:` or `(` right after it (optionally after `?`;
 * `tsc` writes no space there, while a conditional type's ` ? A : B` has spaces) is a property,
 * parameter or method name, one after `.` a member; what is left that the file's scope knows
 * (checked by the caller) is a reference. Type parameters and global types drop out there.
 */
export function referencesOf(tokens: Token[], own: string): Reference[] {
  const references: Reference[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.text === 'import' && tokens[index + 1]?.text === '(' && tokens[index + 2]?.kind === 'string') {
      // import("module").name, as `tsc` writes a type it cannot name through an import.
      if (tokens[index + 4]?.text === '.' && tokens[index + 5]?.kind === 'name') {
        references.push({ module: unquote(tokens[index + 2]), name: tokens[index + 5]!.text });
      }
      index += 5;
      continue;
    }
    if (token.kind !== 'name' || token.text === own || tokens[index - 1]?.text === '.') continue;
    const optional = tokens[index + 1]?.text === '?' && tokens[index + 1]!.start === token.end;
    const next = tokens[index + (optional ? 2 : 1)];
    const touching = next !== undefined && next.start === (optional ? tokens[index + 1]!.end : token.end);
    if (touching && (next.text === ':' || next.text === '(')) continue;
    const member = tokens[index + 1]?.text === '.' ? tokens[index + 2] : undefined;
    references.push(member?.kind === 'name' ? { local: token.text, member: member.text } : { local: token.text });
  }
  return references;
}

/** `const a: A, b: B` after the keyword: each declarator's tokens. */
function declarators(tokens: Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (OPENERS.has(token.text)) depth += 1;
    else if (CLOSERS.has(token.text)) depth -= 1;
    if (depth === 0 && (token.text === ',' || token.text === ';')) parts.push([]);
    else parts[parts.length - 1]!.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

export function readDeclarationFile(source: string): DeclarationFile {
  const text = withoutComments(source);
  const file: DeclarationFile = { imports: new Map(), declarations: new Map(), exports: new Map(), starExports: [], globals: [] };
  const slice = (tokens: Token[]) => text.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end);
  const declare = (declaration: Declaration) => file.declarations.set(declaration.name, [...(file.declarations.get(declaration.name) ?? []), declaration]);

  for (const statement of statements(tokenize(text))) {
    const first = statement[0]!.text;
    const module = moduleOf(statement);
    if (first === 'import') {
      const open = statement.findIndex((token) => token.text === '{');
      if (open !== -1) for (const [name, local] of bindings(statement, open)) file.imports.set(local, { module: module!, name });
      const star = statement.findIndex((token) => token.text === '*');
      if (star !== -1) file.imports.set(statement[star + 2]!.text, { module: module!, name: '*' });
      const head = statement[1]?.text === 'type' ? statement[2] : statement[1];
      if (head?.kind === 'name' && head.text !== 'from') file.imports.set(head.text, { module: module!, name: 'default' });
      continue;
    }
    if (first === 'export' && (statement[1]?.text === '{' || (statement[1]?.text === 'type' && statement[2]?.text === '{'))) {
      for (const [name, exported] of bindings(statement, statement[1]!.text === '{' ? 1 : 2)) {
        file.exports.set(exported, module === undefined ? { local: name } : { module, name });
      }
      continue;
    }
    if (first === 'export' && statement[1]?.text === '*') {
      if (statement[2]?.text === 'as') file.exports.set(statement[3]!.text, { module: module!, name: '*' });
      else file.starExports.push(module!);
      continue;
    }
    if (first === 'export' && statement[1]?.text === 'default' && statement[2]?.kind === 'name' && statement[3]?.text === ';') {
      file.exports.set('default', { local: statement[2].text });
      continue;
    }
    const keywordAt = statement.findIndex((token) => !MODIFIERS.has(token.text));
    const keyword = statement[keywordAt]!.text;
    const exported = first === 'export';
    const body = statement.slice(keywordAt);
    if (keyword === 'global') {
      const inner = body.slice(2, -1);
      file.globals.push({ name: 'global', space: 'type', text: `declare ${slice(body)}`, references: referencesOf(inner, '') });
      continue;
    }
    if (keyword === 'const' || keyword === 'let' || keyword === 'var') {
      for (const part of declarators(body.slice(1))) {
        const name = part[0]!.text;
        declare({ name, space: 'value', text: `${keyword} ${slice(part)};`, references: referencesOf(part, name) });
        if (exported) file.exports.set(name, { local: name });
      }
      continue;
    }
    const name = statement[keywordAt + (keyword === 'abstract' ? 2 : 1)]!.text;
    declare({ name, space: VALUE_KEYWORDS.has(keyword) ? 'value' : 'type', text: slice(body), references: referencesOf(body.slice(1), name) });
    if (exported) file.exports.set(statement[1]!.text === 'default' ? 'default' : name, { local: name });
  }
  return file;
}
