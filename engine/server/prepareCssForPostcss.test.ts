import postcss from 'postcss';
import { expect, it } from 'vitest';
import { prepareCssForPostcss } from './prepareCssForPostcss.ts';

it('gives postcss text it reads, closed where the browser closes it and without what the browser drops', () => {
  const cases: [string, string][] = [
    ['.a { color: red } } body { color: red } .b { color: blue }', '.a { color: red }  .b { color: blue }'],
    ['.a { content: "abc', '.a { content: "abc"}'],
    ['.a { background: url(/x.png', '.a { background: url("/x.png")}'],
    ['@media screen { .a { color: red', '@media screen { .a { color: red}}'],
    ['.a { color: red } /* unclosed', '.a { color: red } '],
    ['@\\69mport url(x);', '@import url(x);'],
    ['.a { x: f(} }', '.a { x: f(\\\n0 \\\n0)}'],
  ];
  for (const [input, prepared] of cases) {
    expect(prepareCssForPostcss(input), input).toBe(prepared);
    expect(() => postcss.parse(prepareCssForPostcss(input)), input).not.toThrow();
  }
  // A bad string or URL becomes an invalid escape, which every later check refuses.
  expect(prepareCssForPostcss('.a { content: "a\n; }')).toContain('\\\n0');
  expect(prepareCssForPostcss('.a { background: url(a b) }')).toBe('.a { background: \\\n0 }');
});
