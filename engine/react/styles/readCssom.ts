import type { CssDeclaration, CssRule } from '../../core/css/cssRuleTree.ts';

/** Shorthands whose name is not made of their longhands' words. */
const OTHER_SHORTHANDS: Record<string, string> = {
  top: 'inset', right: 'inset', bottom: 'inset', left: 'inset',
  'align-content': 'place-content', 'justify-content': 'place-content',
  'align-items': 'place-items', 'justify-items': 'place-items',
  'align-self': 'place-self', 'justify-self': 'place-self',
  'column-count': 'columns', 'column-width': 'columns',
};

/**
 * The shorthand a longhand was written through when the CSSOM holds it as pending substitution (a
 * shorthand with var(): each longhand reads as '', only the shorthand has the text). Candidates are
 * the longhand's words in order with some left out (`border-top-width` -> `border`, `border-top`,
 * `border-width` ...), at most 63 per longhand; the one that reads back a value is it.
 */
function shorthandOf(style: CSSStyleDeclaration, longhand: string): string | undefined {
  const words = longhand.split('-').slice(0, 6);
  const other = OTHER_SHORTHANDS[longhand];
  if (other && style.getPropertyValue(other)) return other;
  for (let mask = 1; mask < (1 << words.length) - 1; mask += 1) {
    const name = words.filter((_, index) => mask & (1 << index)).join('-');
    if (name && name !== '-' && style.getPropertyValue(name)) return name;
  }
  return undefined;
}

function readDeclarations(style: CSSStyleDeclaration): CssDeclaration[] {
  const declarations: CssDeclaration[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < style.length; index += 1) {
    const longhand = style.item(index);
    let property = longhand;
    let value = style.getPropertyValue(longhand);
    if (!value && !longhand.startsWith('--')) {
      // A shorthand nobody can name is kept with no value, which the policy refuses.
      property = shorthandOf(style, longhand) ?? longhand;
      value = style.getPropertyValue(property);
    }
    if (seen.has(property)) continue;
    seen.add(property);
    declarations.push({ property, value, important: style.getPropertyPriority(property) === 'important' });
  }
  return declarations;
}

/** `CSSFontFaceRule` -> `font-face`: a name for what is removed. */
function atRuleName(rule: CSSRule): string {
  return rule.constructor.name.replace(/^CSS|Rule$/g, '').replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
}

function readRules(list: CSSRuleList): CssRule[] {
  const rules: CssRule[] = [];
  for (const rule of Array.from(list)) {
    const kind = rule.constructor.name;
    if (kind === 'CSSStyleRule') {
      const style = rule as CSSStyleRule;
      rules.push({ type: 'style', selector: style.selectorText, declarations: readDeclarations(style.style), rules: readRules(style.cssRules) });
    } else if (kind === 'CSSNestedDeclarations') {
      rules.push({ type: 'declarations', declarations: readDeclarations((rule as CSSStyleRule).style) });
    } else if (kind === 'CSSMediaRule' || kind === 'CSSSupportsRule' || kind === 'CSSContainerRule') {
      const group = rule as CSSConditionRule;
      rules.push({ type: 'group', name: atRuleName(rule), condition: group.conditionText, rules: readRules(group.cssRules) });
    } else {
      rules.push({ type: 'at', name: atRuleName(rule) });
    }
  }
  return rules;
}

/**
 * A partner stylesheet read by the browser's own CSS parser into the rule tree the policy judges.
 * The sheet is built and filled but never adopted, so nothing in it loads or applies; what comes
 * back is the CSSOM's canonical text (escapes in names and functions resolved: `u\72l(x)` reads
 * as `url("x")`). `Sheet` is the page's CSSStyleSheet constructor.
 */
export function readCssom(text: string, Sheet: typeof CSSStyleSheet): CssRule[] {
  const sheet = new Sheet();
  sheet.replaceSync(text);
  return readRules(sheet.cssRules);
}
