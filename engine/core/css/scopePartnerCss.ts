import type { CssRule, PartnerCssPolicy, ScopedPartnerCss } from './cssRuleTree.ts';
import { emitScopedCss } from './emitScopedCss.ts';
import { judgeCssRules } from './judgeCssRules.ts';

/** A parsed partner stylesheet, judged and written out in the nav root's scope (DESIGN §3). */
export function scopePartnerCss(rules: readonly CssRule[], policy: PartnerCssPolicy): ScopedPartnerCss {
  const judged = judgeCssRules(rules, policy.allowedOrigins);
  return { css: emitScopedCss(judged.rules, policy.rootSelector), removed: judged.removed };
}
