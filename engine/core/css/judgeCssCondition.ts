import type { CssRemovalReason } from './cssRuleTree.ts';
import { scanCssValue } from './judgeCssDeclaration.ts';

/**
 * Why the condition of an `@media`, `@supports` or `@container` rule may not be written out, or
 * undefined when it may: read like a value (it cannot end the block it opens, hold an escape or
 * load from another origin), where viewport units are fine (`(max-width: 50vw)` sizes nothing).
 */
export function judgeCssCondition(condition: string, allowedOrigins: readonly string[]): CssRemovalReason | undefined {
  const scan = scanCssValue(condition, allowedOrigins, false);
  return typeof scan === 'string' ? scan : undefined;
}
