import { skipComment, skipString } from './cssText.ts';

/**
 * Why the condition of an `@media`, `@supports` or `@container` rule may not be written out, or
 * undefined when it may. A condition loads nothing; what is checked is that it cannot end the
 * block it opens: no brace or semicolon outside a string, balanced parentheses, no escapes.
 */
export function judgeCssCondition(condition: string): string | undefined {
  if (condition.includes('\\')) return 'an escape left in the condition';
  if (condition.toLowerCase().includes('javascript:')) return 'a javascript: URL';
  let depth = 0;
  for (let i = 0; i < condition.length; ) {
    const code = condition.charCodeAt(i);
    if (code === 34 || code === 39) {
      const end = skipString(condition, i);
      if (end === -1) return 'an unterminated string';
      i = end;
      continue;
    }
    if (code === 47 && condition.charCodeAt(i + 1) === 42) {
      i = skipComment(condition, i);
      continue;
    }
    if (code === 123 || code === 125 || code === 59) return 'a brace or semicolon';
    if (code === 40) depth += 1;
    if (code === 41 && --depth < 0) return 'unbalanced parentheses';
    i += 1;
  }
  return depth === 0 ? undefined : 'unbalanced parentheses';
}
