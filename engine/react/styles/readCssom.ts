import { CSS_NESTING_LIMIT, type CssDeclaration, type CssRule } from '../../core/css/cssRuleTree.ts';

/** Shorthands whose name is not made of their longhands' words. */
const OTHER_SHORTHANDS: Record<string, string> = {
  top: 'inset', right: 'inset', bottom: 'inset', left: 'inset',
  'align-content': 'place-content', 'justify-content': 'place-content',
  'align-items': 'place-items', 'justify-items': 'place-items',
  'align-self': 'place-self', 'justify-self': 'place-self',
  'column-count': 'columns', 'column-width': 'columns',
};

type LonghandsOf = (property: string) => string[];

/** The longhands a property sets, read from a scratch declaration once per name: one name for a longhand. */
function longhandsReader(Sheet: typeof CSSStyleSheet): LonghandsOf {
  const sheet = new Sheet();
  sheet.replaceSync('x{}');
  const scratch = (sheet.cssRules[0] as CSSStyleRule).style;
  const known = new Map<string, string[]>();
  return (property) => {
    let longhands = known.get(property);
    if (!longhands) {
      scratch.cssText = '';
      scratch.setProperty(property, 'initial');
      longhands = Array.from({ length: scratch.length }, (_, index) => scratch.item(index));
      known.set(property, longhands);
    }
    return longhands;
  };
}

/**
 * The shorthand to read a longhand through, as the author most likely wrote it and as the CSSOM
 * writes it back: the widest shorthand of that longhand that reads back a value (a shorthand with
 * var() exists only that way: each of its longhands reads as ''). Candidates are the longhand's
 * words in order with some left out (`border-top-width` -> `border`, `border-top`,
 * `border-width` ...), at most 63 for a longhand, plus the few named otherwise (`inset`).
 */
function shorthandOf(style: CSSStyleDeclaration, longhand: string, longhandsOf: LonghandsOf): string {
  const words = longhand.split('-').slice(0, 6);
  const candidates = [OTHER_SHORTHANDS[longhand] ?? ''];
  for (let mask = 1; mask < (1 << words.length) - 1; mask += 1) candidates.push(words.filter((_, index) => mask & (1 << index)).join('-'));
  return candidates.find((name) => name.length > 1 && style.getPropertyValue(name) && longhandsOf(name).length > 1 && longhandsOf(name).includes(longhand)) ?? longhand;
}

function readDeclarations(style: CSSStyleDeclaration, longhandsOf: LonghandsOf): CssDeclaration[] {
  const declarations: CssDeclaration[] = [];
  const read = new Set<string>();
  for (let index = 0; index < style.length; index += 1) {
    const longhand = style.item(index);
    if (read.has(longhand)) continue;
    const property = longhand.startsWith('--') ? longhand : shorthandOf(style, longhand, longhandsOf);
    for (const member of property === longhand ? [longhand] : longhandsOf(property)) read.add(member);
    // A shorthand with var() that no candidate names reads as '', which the policy refuses.
    declarations.push({ property, value: style.getPropertyValue(property), important: style.getPropertyPriority(property) === 'important' });
  }
  return declarations;
}

/** The at-rules the policy may keep, by their CSSOM interface; any other keeps its interface's name, to say what was removed. */
const GROUPS: Record<string, string> = { CSSMediaRule: 'media', CSSSupportsRule: 'supports', CSSContainerRule: 'container' };

function readRules(list: CSSRuleList, longhandsOf: LonghandsOf, depth = 0): CssRule[] {
  const rules: CssRule[] = [];
  if (depth > CSS_NESTING_LIMIT) return rules;
  for (const rule of Array.from(list)) {
    const kind = rule.constructor.name;
    if (kind === 'CSSStyleRule') {
      const style = rule as CSSStyleRule;
      rules.push({ type: 'style', selector: style.selectorText, declarations: readDeclarations(style.style, longhandsOf), rules: readRules(style.cssRules, longhandsOf, depth + 1) });
    } else if (kind === 'CSSNestedDeclarations') {
      rules.push({ type: 'declarations', declarations: readDeclarations((rule as CSSStyleRule).style, longhandsOf) });
    } else if (GROUPS[kind]) {
      const group = rule as CSSConditionRule;
      rules.push({ type: 'group', name: GROUPS[kind], condition: group.conditionText, rules: readRules(group.cssRules, longhandsOf, depth + 1) });
    } else {
      rules.push({ type: 'at', name: kind });
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
  return readRules(sheet.cssRules, longhandsReader(Sheet));
}
