import type { CssDeclaration, CssRule } from './cssRuleTree.ts';

function emitDeclarations(declarations: readonly CssDeclaration[], out: string[]): void {
  for (const { property, value, important } of declarations) out.push(`${property}: ${value}${important ? ' !important' : ''};`);
}

/** Into one list of parts, joined once at the end: nesting does not copy the text again at each level. */
function emitRule(rule: CssRule, out: string[]): void {
  if (rule.type === 'declarations') return emitDeclarations(rule.declarations, out);
  if (rule.type === 'at') return;
  out.push(rule.type === 'style' ? `${rule.selector} {` : `@${rule.name} ${rule.condition} {`);
  if (rule.type === 'style') emitDeclarations(rule.declarations, out);
  for (const child of rule.rules) emitRule(child, out);
  out.push('}');
}

/**
 * Judged partner rules as one stylesheet, every rule nested in the nav root's scope. A layered,
 * important rule keeps the root itself the containing block of every partner box (a partner's
 * `position` on the root loses to it): `inset: 0` or `100%` in partner CSS then measure the header,
 * never the page.
 */
export function emitScopedCss(rules: readonly CssRule[], rootSelector: string): string {
  if (rules.length === 0) return '';
  const out = [`@layer unav-partner-guard { @scope (${rootSelector}) { :scope { position: relative !important; } } }\n@scope (${rootSelector}) {`];
  for (const rule of rules) emitRule(rule, out);
  out.push('}');
  return out.join(' ');
}
