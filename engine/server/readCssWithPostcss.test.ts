import { describe, expect, it } from 'vitest';
import type { CssDeclaration, CssLines, CssRule } from '../core/css/cssRuleTree.ts';
import { readCssWithPostcss } from './readCssWithPostcss.ts';

/** Each rule and declaration of a tree with the line noted for it, in reading order. */
function linesOf(rules: readonly CssRule[], lines: CssLines): string[] {
  const out: string[] = [];
  const declarations = (list: readonly CssDeclaration[]) => {
    for (const declaration of list) out.push(`${lines.get(declaration)} ${declaration.property}`);
  };
  for (const rule of rules) {
    const name = rule.type === 'style' ? rule.selector : rule.type === 'declarations' ? '(declarations)' : `@${rule.name}`;
    out.push(`${lines.get(rule)} ${name}`);
    if (rule.type === 'style' || rule.type === 'declarations') declarations(rule.declarations);
    if (rule.type === 'style' || rule.type === 'group') out.push(...linesOf(rule.rules, lines));
  }
  return out;
}

describe('readCssWithPostcss', () => {
  it('notes the line of every rule, at-rule and declaration beside the tree, nested ones included', () => {
    const css = [
      '@import url(x.css);',
      '.unav-root .menu {',
      '  color: red;',
      '  & .item {',
      '    position: fixed;',
      '  }',
      '  height: 10vh;',
      '}',
      '@media screen {',
      '  color: blue;',
      '  .a { z-index: 2 }',
      '}',
    ].join('\n');
    const lines: CssLines = new WeakMap();
    const rules = readCssWithPostcss(css, lines) ?? [];
    expect(linesOf(rules, lines)).toEqual([
      '1 @import',
      '2 .unav-root .menu', '3 color', '4 & .item', '5 position', '7 (declarations)', '7 height',
      '9 @media', '10 (declarations)', '10 color', '11 .a', '11 z-index',
    ]);
    // The lines stay beside the tree: it is the same tree as without them, as the browser reader gives it.
    expect(rules).toEqual(readCssWithPostcss(css));
  });

  it('keeps the partner\'s lines after what the prepared text replaced: a bad string, a bad URL, a stray }', () => {
    const css = '.a { content: "open\n; }\n.b { background: url(a\n b) }\n.c { color: red } }\nbody {\n color: red }\n.d { color: red }';
    const lines: CssLines = new WeakMap();
    const rules = readCssWithPostcss(css, lines) ?? [];
    expect(linesOf(rules, lines).filter((line) => / \.[a-d]$/.test(line))).toEqual(['1 .a', '3 .b', '5 .c', '8 .d']);
  });
});
