import type { CssLines, CssRule, PartnerCssPolicy, ScopedPartnerCss } from './cssRuleTree.ts';
import { emitScopedCss } from './emitScopedCss.ts';
import { judgeCssRules } from './judgeCssRules.ts';

/**
 * A parsed partner stylesheet, judged and written out in the nav root's scope (DESIGN §3); `lines`,
 * when the reader knows them, put each removal at its line.
 */
export function scopePartnerCss(rules: readonly CssRule[], policy: PartnerCssPolicy, lines?: CssLines): ScopedPartnerCss {
  const judged = judgeCssRules(rules, policy.allowedOrigins, lines);
  return { css: emitScopedCss(judged.rules, policy.rootSelector), removed: judged.removed };
}
