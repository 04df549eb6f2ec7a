import { boundCssNesting } from './boundCssNesting.ts';
import type { CssRemoval, ScopedPartnerCss } from './cssRuleTree.ts';
import { limitCssText } from './limitCssText.ts';

/**
 * What of a partner's css/cssHeader either reader may parse: the first PARTNER_CSS_LIMIT characters
 * (limitCssText), without the statements nested too deep (boundCssNesting). `scoped` turns that text
 * into the scoped result; what the bound removed is listed first.
 */
export function withBoundedCssText(text: string, field: string, warn: (message: string) => void, scoped: (text: string) => ScopedPartnerCss): ScopedPartnerCss {
  const bounded = boundCssNesting(limitCssText(text, field, warn));
  const result = scoped(bounded.text);
  if (bounded.removed.length === 0) return result;
  const removed: CssRemoval[] = [...bounded.removed, ...result.removed];
  return { css: result.css, removed };
}
