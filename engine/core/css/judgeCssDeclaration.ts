import type { CssDeclaration, CssRemovalReason } from './cssRuleTree.ts';
import { isAllowedCssUrl } from './judgeCssUrl.ts';
import { isNameChar, skipComment, skipString } from './cssText.ts';
import { isAllowedCssZIndex } from './judgeCssZIndex.ts';
import { holdsEndTag } from './holdsEndTag.ts';

const words = (list: string) => new Set(list.split(' '));
/** Functions that load what they name; the strings directly inside STRING_URL ones are URLs too. */
const LOADING = words('url cross-fade -webkit-cross-fade image-set -webkit-image-set image src');
const STRING_URL = words('image-set -webkit-image-set image src');
/** Paint another element or run a worklet; expression() ran script in old IE. */
const REFUSED = words('element -moz-element paint -webkit-canvas');
/** Substitution functions: what they stand for is known only when the page is styled. */
const SUBSTITUTIONS = words('var env attr if inherit');
/** Lengths measured on the viewport (a container unit is one too when no container is found). */
const VIEWPORT_UNITS = new Set(['v', 'sv', 'lv', 'dv', 'cq'].flatMap((prefix) => ['w', 'h', 'i', 'b', 'min', 'max'].map((axis) => prefix + axis)));

/** The URL inside `url(` from `open`, with the index past its `)`, or undefined when malformed. */
function readUrl(value: string, open: number): [string, number] | undefined {
  const close = value.indexOf(')', open);
  if (close === -1) return undefined;
  const inner = value.slice(open, close).trim();
  const quote = inner.charCodeAt(0);
  if (quote === 34 || quote === 39) return skipString(inner, 0) === inner.length ? [inner.slice(1, -1), close + 1] : undefined;
  for (let i = 0; i < inner.length; i += 1) {
    const code = inner.charCodeAt(i);
    if (code === 34 || code === 39 || code === 40 || code < 33) return undefined;
  }
  return [inner, close + 1];
}

/**
 * One pass over a value (or an at-rule's condition): every string, function, URL and number in
 * it. Returns why it is refused, or whether it holds a substitution function.
 */
export function scanCssValue(value: string, allowedOrigins: readonly string[], units = true): CssRemovalReason | boolean {
  if (holdsEndTag(value)) return 'end-tag';
  if (value.includes('\\')) return 'escape';
  if (value.toLowerCase().includes('javascript:')) return 'script-hook';
  const open: string[] = [];
  let loading = 0;
  let substitutes = false;
  for (let i = 0; i < value.length; ) {
    const code = value.charCodeAt(i);
    if (code === 34 || code === 39) {
      const end = skipString(value, i);
      if (end === -1) return 'malformed';
      if (STRING_URL.has(open.at(-1) ?? '') && !isAllowedCssUrl(value.slice(i + 1, end - 1), allowedOrigins)) return 'other-origin';
      i = end;
    } else if (code === 47 && value.charCodeAt(i + 1) === 42) {
      i = skipComment(value, i);
    } else if (code === 123 || code === 125 || code === 59) {
      return 'malformed';
    } else if (code === 40 || code === 91) {
      open.push('');
      i += 1;
    } else if (code === 41 || code === 93) {
      const name = open.pop();
      if (name === undefined) return 'malformed';
      if (LOADING.has(name)) loading -= 1;
      i += 1;
      // `var(--a)rl(...)`: a substitution glued to a name is written to build a token out of parts.
      if ((SUBSTITUTIONS.has(name) || name.startsWith('--')) && isNameChar(value.charCodeAt(i))) return 'unjudgeable';
    } else if (isNameChar(code)) {
      let end = i;
      while (isNameChar(value.charCodeAt(end))) end += 1;
      const word = value.slice(i, end).toLowerCase();
      i = end;
      if (value.charCodeAt(end) === 40) {
        i += 1;
        if (word === 'url') {
          const url = readUrl(value, i);
          if (!url) return 'malformed';
          if (!isAllowedCssUrl(url[0], allowedOrigins)) return 'other-origin';
          i = url[1];
          continue;
        }
        if (word === 'expression') return 'script-hook';
        if (REFUSED.has(word)) return 'refused-function';
        if (SUBSTITUTIONS.has(word) || word.startsWith('--')) {
          if (loading > 0) return 'unjudgeable';
          substitutes = true;
        }
        if (LOADING.has(word)) loading += 1;
        open.push(word);
      } else if (units) {
        // A number's unit: the letters after its last digit (`-1.5e3vh` is read as `5e3vh`).
        let digit = word.length;
        while (digit > 0 && !(word.charCodeAt(digit - 1) >= 48 && word.charCodeAt(digit - 1) <= 57)) digit -= 1;
        const first = word.charCodeAt(word.startsWith('-') ? 1 : 0);
        if (first >= 48 && first <= 57 && VIEWPORT_UNITS.has(word.slice(digit))) return 'viewport-unit';
      }
    } else {
      i += 1;
    }
  }
  return open.length > 0 ? 'malformed' : substitutes;
}

/**
 * Why partner CSS may not carry this declaration, or undefined when it may (DESIGN §3): no legacy
 * script hooks, no loads from other origins, no fixed or sticky boxes and no viewport units (a box
 * in the header is placed and sized against the header, never the page), no z-index above the
 * runtime's own menus (a box in the header stays under the page's own fixed elements), no escapes
 * left after the parser read it (they could hide a function name).
 */
export function judgeCssDeclaration({ property, value }: CssDeclaration, allowedOrigins: readonly string[]): CssRemovalReason | undefined {
  for (let i = 0; i < property.length; i += 1) if (!isNameChar(property.charCodeAt(i)) || property.charCodeAt(i) > 127) return 'malformed';
  const name = property.startsWith('--') ? property : property.toLowerCase();
  if (name.endsWith('behavior') || name === '-moz-binding') return 'script-hook';
  if (name === 'src' || name === 'unicode-range') return 'font-descriptor';
  if (!property || !value.trim()) return 'malformed';
  const scan = scanCssValue(value, allowedOrigins);
  if (typeof scan === 'string') return scan;
  if (name === 'position') {
    if (scan) return 'unjudgeable';
    if (/^\s*(fixed|sticky|-webkit-sticky)\s*$/i.test(value)) return 'page-position';
  }
  if (name === 'z-index' && !isAllowedCssZIndex(value)) return 'page-stacking';
  return undefined;
}
