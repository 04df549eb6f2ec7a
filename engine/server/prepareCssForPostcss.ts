import { ParseErrorMessage, TokenType, tokenize } from '@csstools/css-tokenizer';
import { serializeCssName, serializeCssString } from './canonicalCssTokens.ts';

const CLOSERS: Partial<Record<TokenType, string>> = {
  [TokenType.OpenCurly]: '}',
  [TokenType.OpenParen]: ')',
  [TokenType.OpenSquare]: ']',
  [TokenType.Function]: ')',
};
const CLOSER_TYPES: Partial<Record<TokenType, string>> = {
  [TokenType.CloseCurly]: '}',
  [TokenType.CloseParen]: ')',
  [TokenType.CloseSquare]: ']',
};

/**
 * Stands for a token the browser rejects: an invalid escape (a backslash and a newline, then a
 * digit so that no trimming leaves the backslash last), which every later check refuses. The
 * newline is a form feed, a newline to CSS Syntax but not to postcss's line count: the lines
 * postcss gives stay those of the partner's text.
 */
const REJECTED = '\\\f0';

/** The line breaks of a token that is replaced or dropped, kept in its place for the same reason. */
function lineBreaksOf(raw: string): string {
  return raw.replace(/[^\n]/g, '');
}

/**
 * The text as CSS Syntax reads it, written so that postcss reads the same structure: postcss
 * throws where the browser recovers. Tokens (escapes, comments and URLs as the spec reads them)
 * are copied through a stack of open brackets:
 * - what the end of the text leaves open (a block, a function, a string, a URL, a comment) is
 *   closed, as the browser closes it;
 * - a `}` that closes nothing at the top level takes the next rule with it, as in the browser (it
 *   joins that rule's selector, which is then invalid);
 * - a `}` inside parentheses (the browser reads it as part of them), a bad string and a bad URL
 *   become an invalid escape;
 * - an at-rule's name is written without escapes (postcss reads none there).
 * Every line break of the text stays where it was, so that postcss's lines are the partner's.
 * One pass.
 */
export function prepareCssForPostcss(text: string): string {
  const unterminated = new Set<string>();
  const tokens = tokenize({ css: text }, { onParseError: (error) => unterminated.add(error.message) });
  const last = tokens.length - 2;
  const open: string[] = [];
  let out = '';
  let dropping = false;
  let droppedDepth = 0;
  for (const [index, token] of tokens.entries()) {
    const atEnd = index === last;
    const type = token[0];
    const raw = token[1];
    if (type === TokenType.EOF) break;
    if (dropping) {
      out += lineBreaksOf(raw);
      if (type === TokenType.OpenCurly) droppedDepth += 1;
      if (type === TokenType.CloseCurly && droppedDepth > 0 && --droppedDepth === 0) dropping = false;
      continue;
    }
    const closer = CLOSERS[type];
    const closes = CLOSER_TYPES[type];
    if (closer) {
      open.push(closer);
      out += raw;
    } else if (closes) {
      if (open.at(-1) === closes) {
        open.pop();
        out += raw;
      } else if (closes === '}' && open.length === 0) {
        dropping = true;
      } else if (closes === '}') {
        out += REJECTED;
      } else {
        out += raw;
      }
    } else if (type === TokenType.BadString || type === TokenType.BadURL) {
      out += REJECTED + lineBreaksOf(raw);
    } else if (type === TokenType.AtKeyword) {
      out += `@${serializeCssName(token[4].value)}`;
    } else if (type === TokenType.String && atEnd && unterminated.has(ParseErrorMessage.UnexpectedEOFInString)) {
      out += serializeCssString(token[4].value);
    } else if (type === TokenType.URL && atEnd && unterminated.has(ParseErrorMessage.UnexpectedEOFInURL)) {
      out += `url(${serializeCssString(token[4].value)})`;
    } else if (type === TokenType.Comment && atEnd && unterminated.has(ParseErrorMessage.UnexpectedEOFInComment)) {
      out += '';
    } else {
      out += raw;
    }
  }
  return out + open.reverse().join('');
}
