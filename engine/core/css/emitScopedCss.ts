import type { CssDeclaration, CssRule } from './cssRuleTree.ts';

function emitDeclarations(declarations: readonly CssDeclaration[]): string {
  return declarations.map(({ property, value, important }) => `${property}: ${value}${important ? ' !important' : ''};`).join(' ');
}

function emitRule(rule: CssRule): string {
  switch (rule.type) {
    case 'style':
      return `${rule.selector} { ${[emitDeclarations(rule.declarations), ...rule.rules.map(emitRule)].filter(Boolean).join(' ')} }`;
    case 'declarations':
      return emitDeclarations(rule.declarations);
    case 'group':
      return `@${rule.name} ${rule.condition} { ${rule.rules.map(emitRule).join(' ')} }`;
    case 'at':
      return '';
  }
}

/**
 * Judged partner rules as one stylesheet, every rule nested in the nav root's scope. A layered,
 * important rule keeps the root itself the containing block of every partner box (a partner's
 * `position` on the root loses to it): `inset: 0` or `100%` in partner CSS then measure the header,
 * never the page.
 */
export function emitScopedCss(rules: readonly CssRule[], rootSelector: string): string {
  if (rules.length === 0) return '';
  return [
    `@layer unav-partner-guard { @scope (${rootSelector}) { :scope { position: relative !important; } } }`,
    `@scope (${rootSelector}) {`,
    ...rules.map(emitRule),
    '}',
  ].join('\n');
}
