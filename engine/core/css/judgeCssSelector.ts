import type { CssRemovalReason } from './cssRuleTree.ts';
import { holdsEndTag } from './holdsEndTag.ts';
import { isCssWhitespace, isNameChar, skipComment, skipEscape, skipString } from './cssText.ts';

const SIBLING = new Set([43, 126]); // + ~
const COMBINATORS = new Set([43, 126, 62]); // + ~ >

/** Index of the first character after the run of whitespace at `at`. */
function afterWhitespace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isCssWhitespace(text.charCodeAt(i))) i += 1;
  return i;
}

/**
 * Why a partner selector could match or read outside the nav root, or undefined when it cannot.
 * Inside `@scope`, a selector that does not name the root is implicitly a descendant of it, so
 * `body .x`, `:root .x` or `body:has(input) .x` only match inside. What could still reach out:
 * - the root named after something else (`input ~ :scope`, `body:has(input) &`): the root,
 *   `&` or `:scope`, may only start a selector;
 * - a selector inside a functional pseudo-class, which is matched against the whole page: no
 *   combinator inside `:is()`, `:where()`, `:not()` ... (`.x:is(body:has(input) *)`), none
 *   towards siblings inside `:has()` (`:scope:has(~ input)`), no `of S` in `:nth-*()`.
 * And no `</` (holdsEndTag). Every check reads the selector once. `starts` receives where each
 * selector of the list begins.
 */
export function judgeCssSelector(selector: string, starts: number[] = []): CssRemovalReason | undefined {
  if (holdsEndTag(selector)) return 'end-tag';
  if (selector.toLowerCase().includes('javascript:')) return 'script-hook';
  const functions: string[] = [];
  let attribute = 0;
  let atStart = true;
  let previous = 40;
  for (let i = 0; i < selector.length; ) {
    const code = selector.charCodeAt(i);
    const inside = functions.at(-1);
    if (atStart && inside === undefined && !isCssWhitespace(code) && !(code === 47 && selector.charCodeAt(i + 1) === 42)) starts.push(i);
    if (code === 34 || code === 39) {
      const end = skipString(selector, i);
      if (end === -1) return 'malformed';
      i = end;
    } else if (code === 47 && selector.charCodeAt(i + 1) === 42) {
      i = skipComment(selector, i);
      continue;
    } else if (code === 123 || code === 125 || code === 59) {
      return 'malformed';
    } else if (code === 92) {
      i = skipEscape(selector, i);
    } else if (attribute > 0 || code === 91) {
      if (code === 91) attribute += 1;
      if (code === 93) attribute -= 1;
      i += 1;
    } else if (code === 40) {
      functions.push('');
      i += 1;
    } else if (code === 41) {
      if (functions.pop() === undefined) return 'malformed';
      i += 1;
    } else if (code === 44 && inside === undefined) {
      atStart = true;
      previous = 40;
      i += 1;
      continue;
    } else if (code === 38) {
      if (!atStart || inside !== undefined) return 'outside-root';
      i += 1;
    } else if (code === 58) {
      let end = selector.charCodeAt(i + 1) === 58 ? i + 2 : i + 1;
      const start = end;
      while (end < selector.length && isNameChar(selector.charCodeAt(end))) end += 1;
      const name = selector.slice(start, end).toLowerCase();
      if (selector.charCodeAt(end) === 40) {
        functions.push(name);
        atStart = false;
        previous = 40;
        i = end + 1;
        continue;
      }
      if (name === 'scope' && start === i + 1 && (!atStart || inside !== undefined)) return 'outside-root';
      i = end;
    } else if (isCssWhitespace(code)) {
      // The whole run at once: each character is read once.
      const end = afterWhitespace(selector, i);
      const next = selector.charCodeAt(end);
      const descendant = previous !== 40 && previous !== 44 && !COMBINATORS.has(previous) && !Number.isNaN(next) && next !== 41 && next !== 44 && !COMBINATORS.has(next);
      if (descendant && inside !== undefined && inside !== 'has' && !inside.startsWith('nth-')) return 'outside-root';
      i = end;
      continue;
    } else if (inside !== undefined && COMBINATORS.has(code) && !inside.startsWith('nth-')) {
      if (inside !== 'has' || SIBLING.has(code)) return 'outside-root';
      i += 1;
    } else if (inside !== undefined && code === 124 && selector.charCodeAt(i + 1) === 124) {
      return 'outside-root';
    } else if (isNameChar(code)) {
      let end = i;
      while (end < selector.length && isNameChar(selector.charCodeAt(end))) end += 1;
      if (inside?.startsWith('nth-') && selector.slice(i, end).toLowerCase() === 'of') return 'outside-root';
      i = end;
    } else {
      i += 1;
    }
    atStart = false;
    previous = code;
  }
  return functions.length > 0 ? 'malformed' : undefined;
}
