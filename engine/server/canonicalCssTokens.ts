import { HashType, TokenType, type CSSToken } from '@csstools/css-tokenizer';

function hexEscape(code: number): string {
  return `\\${code.toString(16)} `;
}

/** CSSOM's "serialize an identifier" (a name, for `#hash`, may also start with a digit). */
export function serializeCssName(value: string, asIdentifier = true): string {
  let out = '';
  const first = value.codePointAt(0);
  if (asIdentifier && value === '-') return '\\-';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const isDigit = code >= 48 && code <= 57;
    if (code === 0) out += '\uFFFD';
    else if ((code >= 1 && code <= 31) || code === 127) out += hexEscape(code);
    else if (asIdentifier && isDigit && (i === 0 || (i === 1 && first === 45))) out += hexEscape(code);
    else if (code >= 128 || code === 45 || code === 95 || isDigit || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) out += value[i];
    else out += `\\${value[i]}`;
  }
  return out;
}

/** CSSOM's "serialize a string": double quotes; quote, backslash and control characters escaped. */
export function serializeCssString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) out += '\uFFFD';
    else if ((code >= 1 && code <= 31) || code === 127) out += hexEscape(code);
    else if (code === 34 || code === 92) out += `\\${value[i]}`;
    else out += value[i];
  }
  return `${out}"`;
}

function serializeNumeric(raw: string, value: number, unit: string): string {
  // Without escapes the source digits are already canonical enough; with them, rebuild.
  return raw.includes('\\') ? `${value}${unit}` : raw;
}

/**
 * Tokens as canonical text, as the browser's CSSOM gives it back: escapes resolved (an escaped
 * name is written with only the escapes it needs), strings and URLs in double quotes, any run of
 * whitespace one space, a comment an empty comment (it still separates two tokens).
 */
export function canonicalCssTokens(tokens: readonly CSSToken[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token[0]) {
      case TokenType.Ident:
        out += serializeCssName(token[4].value);
        break;
      case TokenType.Function:
        out += `${serializeCssName(token[4].value)}(`;
        break;
      case TokenType.AtKeyword:
        out += `@${serializeCssName(token[4].value)}`;
        break;
      case TokenType.Hash:
        // An id in a selector is written as the CSSOM writes an id (`#\\31 a`); a colour keeps its digits.
        out += token[4].type === HashType.ID ? `#${serializeCssName(token[4].value)}` : token[1];
        break;
      case TokenType.String:
        out += serializeCssString(token[4].value);
        break;
      case TokenType.URL:
        out += `url(${serializeCssString(token[4].value)})`;
        break;
      case TokenType.Dimension:
        out += serializeNumeric(token[1], token[4].value, serializeCssName(token[4].unit));
        break;
      case TokenType.Percentage:
        out += serializeNumeric(token[1], token[4].value, '%');
        break;
      case TokenType.Number:
        out += serializeNumeric(token[1], token[4].value, '');
        break;
      case TokenType.Whitespace:
        out += ' ';
        break;
      case TokenType.Comment:
        out += '/**/';
        break;
      case TokenType.EOF:
        break;
      default:
        out += token[1];
    }
  }
  return out.trim();
}
