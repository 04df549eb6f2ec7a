import { describe, expect, it } from 'vitest';
import type { CssDeclaration, CssLines, CssRule } from './cssRuleTree.ts';
import { judgeCssRules } from './judgeCssRules.ts';

const declaration = (property: string, value: string): CssDeclaration => ({ property, value, important: false });

describe('judgeCssRules', () => {
  it('names a removal by the selector the partner wrote, and writes out the root as :scope', () => {
    const rules: CssRule[] = [
      { type: 'style', selector: '.unav-root .logo', declarations: [declaration('color', 'red'), declaration('background', 'url("https://evil.example/x.png")')], rules: [] },
    ];
    const judged = judgeCssRules(rules, []);
    expect(judged.removed.map(({ what, why }) => [what, why])).toEqual([['.unav-root .logo { background }', 'other-origin']]);
    expect(judged.rules).toEqual([{ type: 'style', selector: ':scope .logo', declarations: [declaration('color', 'red')], rules: [] }]);
  });

  it('names a declaration in a nested rule, or after one, by the selector of the rule it is in', () => {
    const rules: CssRule[] = [{
      type: 'style',
      selector: '.unav-root .menu',
      declarations: [],
      rules: [
        { type: 'style', selector: '& .item', declarations: [declaration('position', 'fixed')], rules: [] },
        { type: 'declarations', declarations: [declaration('height', '10vh')] },
        { type: 'group', name: 'media', condition: '(width > 1px)', rules: [{ type: 'declarations', declarations: [declaration('position', 'sticky')] }] },
      ],
    }];
    expect(judgeCssRules(rules, []).removed.map(({ what }) => what)).toEqual([
      '& .item { position }', '.unav-root .menu { height }', '.unav-root .menu { position }',
    ]);
  });

  it('gives each removal the line the reader noted for its rule or declaration, and none without', () => {
    const fixed = declaration('position', 'fixed');
    const atImport: CssRule = { type: 'at', name: 'import' };
    const outside: CssRule = { type: 'style', selector: '.x:is(body *)', declarations: [declaration('color', 'red')], rules: [] };
    const rules: CssRule[] = [atImport, outside, { type: 'style', selector: '.a', declarations: [fixed], rules: [] }];
    const lines: CssLines = new WeakMap<CssRule | CssDeclaration, number>([[atImport, 3], [outside, 5], [fixed, 9]]);
    expect(judgeCssRules(rules, [], lines).removed).toEqual([
      { what: '@import', why: 'at-rule', line: 3 },
      { what: '.x:is(body *)', why: 'outside-root', line: 5 },
      { what: '.a { position }', why: 'page-position', line: 9 },
    ]);
    expect(judgeCssRules(rules, []).removed.map(({ line }) => line)).toEqual([undefined, undefined, undefined]);
  });
});
