import { describe, expect, it } from 'vitest';
import { boundCssNesting, CSS_BRACKET_DEPTH_LIMIT } from './boundCssNesting.ts';

const nestedIs = (depth: number) => `.a${':is('.repeat(depth)}.b${')'.repeat(depth)} { color: red }`;
const nestedRules = (depth: number) => `${'.a { '.repeat(depth)}color: red${' }'.repeat(depth)}`;

describe('boundCssNesting', () => {
  it('leaves a stylesheet within the bound as it is, the same string', () => {
    const css = `.a { color: red }\n@media (min-width: 10px) { .b:is(.c, :not(.d)) { width: calc(1px + (2px * 3)) } }\n${nestedRules(CSS_BRACKET_DEPTH_LIMIT)}`;
    const bounded = boundCssNesting(css);
    expect(bounded.text).toBe(css);
    expect(bounded.removed).toEqual([]);
  });

  it('drops each top-level statement that nests brackets past the bound, and keeps what is around it', () => {
    const css = `.before { color: red }\n${nestedIs(CSS_BRACKET_DEPTH_LIMIT + 1)}\n.between { color: green }\n@media all { ${nestedRules(CSS_BRACKET_DEPTH_LIMIT)} }\n.after { color: blue }`;
    const bounded = boundCssNesting(css);
    // The space before a dropped statement goes with it, but for its line breaks.
    expect(bounded.text).toBe('.before { color: red }\n\n.between { color: green }\n\n.after { color: blue }');
    expect(bounded.removed).toEqual([
      { what: nestedIs(CSS_BRACKET_DEPTH_LIMIT + 1).slice(0, 80), why: 'too-deep' },
      { what: `@media all { ${nestedRules(CSS_BRACKET_DEPTH_LIMIT)}`.slice(0, 80), why: 'too-deep' },
    ]);
  });

  it('leaves the line breaks of a dropped statement in its place: what follows keeps its line', () => {
    const css = `.before { color: red }\n.deep {\n${nestedRules(CSS_BRACKET_DEPTH_LIMIT + 1)}\n}\n.after { color: blue }`;
    const bounded = boundCssNesting(css);
    expect(bounded.removed).toHaveLength(1);
    expect(bounded.text).toBe('.before { color: red }\n\n\n\n.after { color: blue }');
    expect(bounded.text.split('\n').indexOf('.after { color: blue }')).toBe(css.split('\n').indexOf('.after { color: blue }'));
  });

  it('counts {, ( and [ together, a function\'s name( included', () => {
    const mixed = `.a${'{ .b:is('.repeat(33)}.c${') }'.repeat(33)}`;
    expect(boundCssNesting(mixed).removed).toHaveLength(1);
    expect(boundCssNesting(`.a { --x: ${'calc('.repeat(40)}${'['.repeat(30)}${']'.repeat(30)}1px${')'.repeat(40)} }`).removed).toHaveLength(1);
    expect(boundCssNesting(`.a { --x: ${'calc('.repeat(40)}1px${')'.repeat(40)} ${'['.repeat(30)}${']'.repeat(30)} }`).removed).toEqual([]);
  });

  it('does not count brackets inside strings, comments or escapes', () => {
    const css = `.a::after { content: "${'('.repeat(200)}" }\n/* ${'{'.repeat(200)} */\n.b\\28${'\\28'.repeat(200)} { color: red }`;
    expect(boundCssNesting(css)).toEqual({ text: css, removed: [] });
  });

  it('a string left open ends at its line, as the tokenizer reads it', () => {
    const css = `.a { content: "${'('.repeat(100)}\n}\n.b { color: red }`;
    expect(boundCssNesting(css).removed).toEqual([]);
  });

  it('what the end of the text leaves open is one statement, dropped when too deep', () => {
    expect(boundCssNesting(`.ok { color: red } ${'.a { '.repeat(100)}`)).toEqual({
      text: '.ok { color: red }',
      removed: [{ what: '.a { '.repeat(16).trim(), why: 'too-deep' }],
    });
  });

  it('reads 16,000 nested :is( and 16,000 nested rules (a crash of the browser\'s parser) in one pass, leaving nothing of them', () => {
    for (const css of [nestedIs(16_000), nestedRules(16_000)]) {
      const bounded = boundCssNesting(`${css}\n.kept { color: red }`);
      expect(bounded.text).toBe('\n.kept { color: red }');
      expect(bounded.removed.map((removal) => removal.why)).toEqual(['too-deep']);
    }
  });
});
