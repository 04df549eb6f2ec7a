import { isNameChar, skipComment, skipEscape, skipString, isCssWhitespace } from './cssText.ts';

const PREFIX = '.unav-root';

/**
 * Partners write selectors from the root (`.unav-root .menu`); inside `@scope` the root itself is
 * `:scope`, so a leading `.unav-root` compound becomes `:scope`, or it would look for a second
 * root inside the first and match nothing. Only the start of each selector of the list is
 * rewritten; one pass.
 */
export function rewriteRootPrefix(selector: string): string {
  let out = '';
  let copied = 0;
  let depth = 0;
  let atStart = true;
  for (let i = 0; i < selector.length; ) {
    const code = selector.charCodeAt(i);
    if (atStart && isCssWhitespace(code)) {
      i += 1;
      continue;
    }
    if (atStart && depth === 0 && selector.startsWith(PREFIX, i)) {
      const after = selector.charCodeAt(i + PREFIX.length);
      if (!isNameChar(after) && after !== 92) {
        out += `${selector.slice(copied, i)}:scope`;
        copied = i + PREFIX.length;
      }
    }
    atStart = false;
    if (code === 34 || code === 39) {
      const end = skipString(selector, i);
      i = end === -1 ? selector.length : end;
    } else if (code === 47 && selector.charCodeAt(i + 1) === 42) {
      i = skipComment(selector, i);
    } else if (code === 92) {
      i = skipEscape(selector, i);
    } else {
      if (code === 40 || code === 91) depth += 1;
      if ((code === 41 || code === 93) && depth > 0) depth -= 1;
      if (code === 44 && depth === 0) atStart = true;
      i += 1;
    }
  }
  return out + selector.slice(copied);
}
