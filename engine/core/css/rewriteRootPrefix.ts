import { isNameChar } from './cssText.ts';

const PREFIX = '.unav-root';

/**
 * Partners write selectors from the root (`.unav-root .menu`); inside `@scope` the root itself is
 * `:scope`, so a leading `.unav-root` compound becomes `:scope`, or it would look for a second
 * root inside the first and match nothing. `starts` are where the selectors of the list begin
 * (judgeCssSelector finds them): only there is it rewritten.
 */
export function rewriteRootPrefix(selector: string, starts: readonly number[]): string {
  let out = '';
  let copied = 0;
  for (const at of starts) {
    const after = selector.charCodeAt(at + PREFIX.length);
    if (selector.startsWith(PREFIX, at) && !isNameChar(after) && after !== 92) {
      out += `${selector.slice(copied, at)}:scope`;
      copied = at + PREFIX.length;
    }
  }
  return out + selector.slice(copied);
}
