import type { CssDeclaration } from './cssRuleTree.ts';
import { isAllowedCssUrl } from './judgeCssUrl.ts';
import { isCssWhitespace, isNameChar, skipComment, skipString } from './cssText.ts';

/** Functions that load what they name; the strings directly inside the last four are URLs too. */
const LOADING = new Set(['url', 'cross-fade', '-webkit-cross-fade', 'image-set', '-webkit-image-set', 'image', 'src']);
const STRING_IS_URL = new Set(['image-set', '-webkit-image-set', 'image', 'src']);
/** Paint another element, run a worklet, or run script (old IE). */
const REFUSED_FUNCTIONS = new Set(['element', '-moz-element', 'paint', '-webkit-canvas', 'expression']);
/** Substitution functions: what they stand for is known only when the page is styled. */
const SUBSTITUTIONS = new Set(['var', 'env', 'attr', 'if', 'inherit']);
/** Lengths measured on the viewport (a container unit is one too when no container is found). */
const VIEWPORT_UNITS = new Set(
  ['w', 'h', 'i', 'b', 'min', 'max'].flatMap((axis) => [`v${axis}`, `sv${axis}`, `lv${axis}`, `dv${axis}`, `cq${axis}`]),
);

interface ValueScan {
  refused?: string;
  substitutes: boolean;
}

/** The URL inside `url(...)` from `open` (just past the parenthesis), or undefined when it is malformed. */
function readUrl(value: string, open: number): { url: string; end: number } | undefined {
  const close = value.indexOf(')', open);
  if (close === -1) return undefined;
  let start = open;
  let stop = close;
  while (start < stop && isCssWhitespace(value.charCodeAt(start))) start += 1;
  while (stop > start && isCssWhitespace(value.charCodeAt(stop - 1))) stop -= 1;
  const first = value.charCodeAt(start);
  if (first === 34 || first === 39) {
    const end = skipString(value, start);
    return end === stop ? { url: value.slice(start + 1, end - 1), end: close + 1 } : undefined;
  }
  for (let i = start; i < stop; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 34 || code === 39 || code === 40 || isCssWhitespace(code) || code < 32) return undefined;
  }
  return { url: value.slice(start, stop), end: close + 1 };
}

function unitOf(word: string): string {
  let i = word.length;
  while (i > 0 && !(word.charCodeAt(i - 1) >= 48 && word.charCodeAt(i - 1) <= 57)) i -= 1;
  return word.slice(i).toLowerCase();
}

/** One pass over a value: every function, URL, string and number in it. */
function scanValue(value: string, allowedOrigins: readonly string[]): ValueScan {
  const open: string[] = [];
  let loading = 0;
  let substitutes = false;
  const refuse = (why: string): ValueScan => ({ refused: why, substitutes });
  for (let i = 0; i < value.length; ) {
    const code = value.charCodeAt(i);
    if (code === 34 || code === 39) {
      const end = skipString(value, i);
      if (end === -1) return refuse('an unterminated string');
      if (STRING_IS_URL.has(open.at(-1) ?? '') && !isAllowedCssUrl(value.slice(i + 1, end - 1), allowedOrigins)) {
        return refuse(`loads from another origin (${open.at(-1)}())`);
      }
      i = end;
    } else if (code === 47 && value.charCodeAt(i + 1) === 42) {
      i = skipComment(value, i);
    } else if (code === 123 || code === 125 || code === 59) {
      return refuse('a brace or semicolon');
    } else if (code === 40 || code === 91) {
      open.push('');
      i += 1;
    } else if (code === 41 || code === 93) {
      const name = open.pop();
      if (name === undefined) return refuse('unbalanced brackets');
      if (LOADING.has(name)) loading -= 1;
      i += 1;
    } else if (isNameChar(code)) {
      let end = i;
      while (end < value.length && isNameChar(value.charCodeAt(end))) end += 1;
      const word = value.slice(i, end);
      const lower = word.toLowerCase();
      if (value.charCodeAt(end) === 40) {
        if (lower === 'url') {
          const url = readUrl(value, end + 1);
          if (!url) return refuse('a malformed url()');
          if (!isAllowedCssUrl(url.url, allowedOrigins)) return refuse('loads from another origin (url())');
          i = url.end;
          continue;
        }
        if (REFUSED_FUNCTIONS.has(lower)) return refuse(`${lower}() is not allowed`);
        if (SUBSTITUTIONS.has(lower) || lower.startsWith('--')) {
          substitutes = true;
          if (loading > 0) return refuse(`${lower}() inside a loading function cannot be judged`);
        }
        if (LOADING.has(lower)) loading += 1;
        open.push(lower);
        i = end + 1;
      } else {
        const digits = lower.startsWith('-') ? lower.slice(1) : lower;
        if (digits.charCodeAt(0) >= 48 && digits.charCodeAt(0) <= 57 && VIEWPORT_UNITS.has(unitOf(digits))) {
          return refuse(`a viewport unit (${unitOf(digits)}) sizes against the page`);
        }
        i = end;
      }
    } else {
      i += 1;
    }
  }
  return open.length > 0 ? refuse('unbalanced brackets') : { substitutes };
}

function isPlainName(name: string): boolean {
  if (!name) return false;
  for (let i = 0; i < name.length; i += 1) if (!isNameChar(name.charCodeAt(i)) || name.charCodeAt(i) >= 128) return false;
  return true;
}

/**
 * Why partner CSS may not carry this declaration, or undefined when it may (DESIGN §3): no legacy
 * script hooks, no loads from other origins, no fixed or sticky boxes and no viewport units (a box
 * in the header is placed and sized against the header, never the page), no escapes left after
 * the parser read it (they could hide a function name).
 */
export function judgeCssDeclaration(declaration: CssDeclaration, allowedOrigins: readonly string[]): string | undefined {
  const { property, value } = declaration;
  if (!isPlainName(property)) return 'a property name with escapes';
  const name = property.startsWith('--') ? property : property.toLowerCase();
  if (name.endsWith('behavior') || name === '-moz-binding') return 'a legacy script hook';
  if (name === 'src' || name === 'unicode-range') return 'a font descriptor (fonts are not partner CSS)';
  if (!value.trim()) return 'an empty value';
  if (value.includes('\\')) return 'an escape left in the value';
  if (value.toLowerCase().includes('javascript:')) return 'a javascript: URL';
  const scan = scanValue(value, allowedOrigins);
  if (scan.refused) return scan.refused;
  if (name === 'position') {
    if (scan.substitutes) return 'position through a substitution cannot be judged';
    const keyword = value.trim().toLowerCase();
    if (keyword === 'fixed' || keyword === 'sticky' || keyword === '-webkit-sticky') return `position: ${keyword} places a box against the page`;
  }
  return undefined;
}
