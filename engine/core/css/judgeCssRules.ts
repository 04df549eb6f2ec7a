import type { CssDeclaration, CssLines, CssRemoval, CssRemovalReason, CssRule } from './cssRuleTree.ts';
import { judgeCssCondition } from './judgeCssCondition.ts';
import { judgeCssDeclaration } from './judgeCssDeclaration.ts';
import { judgeCssSelector } from './judgeCssSelector.ts';
import { rewriteRootPrefix } from './rewriteRootPrefix.ts';

/** The only at-rules partner CSS keeps: conditions on the page, which load and define nothing. */
const GROUPS = new Set(['media', 'supports', 'container']);

interface JudgedCssRules {
  rules: CssRule[];
  removed: CssRemoval[];
}

/**
 * The partner rules that may be written out, and what was removed and why. Every other at-rule is
 * refused: `@import` and `@font-face` load (and a font face inside `@scope` is page-wide),
 * `@keyframes`, `@property`, `@counter-style`, `@layer`, `@font-feature-values` define page-wide
 * names, `@scope` and `@namespace` would change what selectors reach, `@page` styles printing.
 * Empty rules are dropped. `lines` (the server reader's) gives each removal its line.
 */
export function judgeCssRules(rules: readonly CssRule[], allowedOrigins: readonly string[], lines?: CssLines): JudgedCssRules {
  const removed: CssRemoval[] = [];
  const remove = (what: string, why: CssRemovalReason, node: CssRule | CssDeclaration) => {
    removed.push({ what, why, line: lines?.get(node) });
  };

  const keepDeclarations = (declarations: readonly CssDeclaration[], where: string): CssDeclaration[] =>
    declarations.filter((declaration) => {
      const why = judgeCssDeclaration(declaration, allowedOrigins);
      if (why) remove(`${where} { ${declaration.property} }`, why, declaration);
      return !why;
    });

  // `where` is the selector around as written: a removal names what the partner wrote, not the
  // `:scope` it becomes in the output.
  const judge = (list: readonly CssRule[], inStyle: boolean, where: string): CssRule[] => {
    const kept: CssRule[] = [];
    for (const rule of list) {
      if (rule.type === 'style') {
        const starts: number[] = [];
        const why = judgeCssSelector(rule.selector, starts);
        if (why) {
          remove(rule.selector, why, rule);
          continue;
        }
        const selector = inStyle ? rule.selector : rewriteRootPrefix(rule.selector, starts);
        const declarations = keepDeclarations(rule.declarations, rule.selector);
        const children = judge(rule.rules, true, rule.selector);
        if (declarations.length > 0 || children.length > 0) kept.push({ type: 'style', selector, declarations, rules: children });
      } else if (rule.type === 'declarations') {
        if (!inStyle) {
          remove(where, 'malformed', rule);
          continue;
        }
        const declarations = keepDeclarations(rule.declarations, where);
        if (declarations.length > 0) kept.push({ type: 'declarations', declarations });
      } else if (rule.type === 'group' && GROUPS.has(rule.name)) {
        const why = judgeCssCondition(rule.condition, allowedOrigins);
        if (why) {
          remove(`@${rule.name}`, why, rule);
          continue;
        }
        const children = judge(rule.rules, inStyle, where);
        if (children.length > 0) kept.push({ ...rule, rules: children });
      } else {
        remove(`@${rule.name}`, 'at-rule', rule);
      }
    }
    return kept;
  };

  return { rules: judge(rules, false, ''), removed };
}
