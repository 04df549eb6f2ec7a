import { TokenType, tokenize, type CSSToken } from '@csstools/css-tokenizer';
import postcss, { type ChildNode, type Declaration } from 'postcss';
import { CSS_NESTING_LIMIT, type CssDeclaration, type CssLines, type CssRule } from '../core/css/cssRuleTree.ts';
import { canonicalCssTokens } from './canonicalCssTokens.ts';
import { prepareCssForPostcss } from './prepareCssForPostcss.ts';

const SUBSTITUTIONS = new Set(['var', 'env', 'attr', 'if', 'inherit']);

function tokensOf(text: string): CSSToken[] {
  return tokenize({ css: text }).filter((token) => token[0] !== TokenType.EOF);
}

/** A prelude the browser would refuse (a block, a semicolon, a bad string or URL, an invalid escape) reads as undefined. */
function readPrelude(text: string): string | undefined {
  const tokens = tokensOf(text);
  const broken = tokens.some((token) => {
    const type = token[0];
    return type === TokenType.OpenCurly || type === TokenType.CloseCurly || type === TokenType.Semicolon
      || type === TokenType.BadString || type === TokenType.BadURL || (type === TokenType.Delim && token[4].value === '\\');
  });
  return broken ? undefined : canonicalCssTokens(tokens);
}

function isBlank(token: CSSToken): boolean {
  return token[0] === TokenType.Whitespace || token[0] === TokenType.Comment;
}

/**
 * A declaration as the CSSOM gives it back. A custom property, or a value with a substitution
 * function (var() ...), keeps its own text (the browser keeps it too, to substitute later) without
 * the blanks around it; any other value is canonical text. Undefined for what the browser drops.
 */
function readDeclaration(node: Declaration): CssDeclaration | undefined {
  const name = tokensOf(node.prop);
  const nameToken = name[0];
  if (name.length !== 1 || nameToken?.[0] !== TokenType.Ident) return undefined;
  const property = nameToken[4].value.startsWith('--') ? nameToken[4].value : nameToken[4].value.toLowerCase();
  const source = node.raws.value?.raw ?? node.value;
  const tokens = tokensOf(source);
  if (tokens.some((token) => token[0] === TokenType.BadString || token[0] === TokenType.BadURL)) return undefined;
  const substitutes = property.startsWith('--') || tokens.some((token) => token[0] === TokenType.Function
    && (SUBSTITUTIONS.has(token[4].value.toLowerCase()) || token[4].value.startsWith('--')));
  let value: string;
  if (substitutes) {
    let first = 0;
    let last = tokens.length - 1;
    while (first <= last && isBlank(tokens[first] as CSSToken)) first += 1;
    while (last >= first && isBlank(tokens[last] as CSSToken)) last -= 1;
    value = first > last ? '' : source.slice((tokens[first] as CSSToken)[2], (tokens[last] as CSSToken)[3] + 1);
  } else {
    value = canonicalCssTokens(tokens);
  }
  return { property, value, important: node.important === true };
}

interface Block {
  declarations: CssDeclaration[];
  rules: CssRule[];
}

/** `read` with its line noted in `lines` (prepareCssForPostcss keeps the lines of the partner's text). */
function noted<T extends CssRule | CssDeclaration>(lines: CssLines, read: T, line: number | undefined): T {
  if (line !== undefined) lines.set(read, line);
  return read;
}

/** A block's declarations before its first nested rule, then its nested rules and the declarations between them. */
function readBlock(nodes: readonly ChildNode[], lines: CssLines, depth = 0): Block {
  const block: Block = { declarations: [], rules: [] };
  for (const node of nodes) {
    // Too deep: the declarations before the first nested rule are kept, as the CSSOM reader keeps a rule's own style.
    if (depth > CSS_NESTING_LIMIT && (node.type === 'rule' || node.type === 'atrule')) break;
    const line = node.source?.start?.line;
    if (node.type === 'decl') {
      const declaration = readDeclaration(node);
      if (!declaration) continue;
      noted(lines, declaration, line);
      const last = block.rules.at(-1);
      if (!last) block.declarations.push(declaration);
      else if (last.type === 'declarations') last.declarations.push(declaration);
      else block.rules.push(noted(lines, { type: 'declarations', declarations: [declaration] }, line));
    } else if (node.type === 'rule') {
      const selector = readPrelude(node.raws.selector?.raw ?? node.selector);
      if (selector === undefined || selector === '') continue;
      const inner = readBlock(node.nodes, lines, depth + 1);
      block.rules.push(noted(lines, { type: 'style', selector, declarations: inner.declarations, rules: inner.rules }, line));
    } else if (node.type === 'atrule') {
      const keyword = tokensOf(`@${node.name}`)[0];
      const name = keyword?.[0] === TokenType.AtKeyword ? keyword[4].value.toLowerCase() : node.name.toLowerCase();
      const condition = readPrelude(node.raws.params?.raw ?? node.params);
      if (node.nodes === undefined || condition === undefined) {
        block.rules.push(noted(lines, { type: 'at', name }, line));
        continue;
      }
      const inner = readBlock(node.nodes, lines, depth + 1);
      const first = inner.declarations[0];
      // The declarations directly in the at-rule's block are at the line of the first one.
      const rules: CssRule[] = first ? [noted(lines, { type: 'declarations', declarations: inner.declarations }, lines.get(first)), ...inner.rules] : inner.rules;
      block.rules.push(noted(lines, { type: 'group', name, condition, rules }, line));
    }
  }
  return block;
}

/**
 * A partner stylesheet read on a server into the rule tree the policy judges: postcss for the
 * structure, the CSS Syntax tokenizer for every selector, condition and value (escapes resolved),
 * so that what reaches the policy is what a browser's CSSOM would give. Undefined when postcss
 * cannot read the text even after it was prepared (then nothing of it is used: stricter than
 * the browser, which keeps the rules it could read). Each rule's and declaration's line in `text`
 * is set in `lines`, beside the tree, which stays equal to the browser reader's.
 */
export function readCssWithPostcss(text: string, lines: CssLines = new WeakMap()): CssRule[] | undefined {
  try {
    const root = postcss.parse(prepareCssForPostcss(text));
    const top = readBlock(root.nodes, lines);
    return top.rules;
  } catch {
    return undefined;
  }
}
