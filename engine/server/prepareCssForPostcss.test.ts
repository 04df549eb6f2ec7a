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
    ['.a { x: f(} }', '.a { x: f(\\\f0 \\\f0)}'],
  ];
  for (const [input, prepared] of cases) {
    expect(prepareCssForPostcss(input), input).toBe(prepared);
    expect(() => postcss.parse(prepareCssForPostcss(input)), input).not.toThrow();
  }
  // A bad string or URL becomes an invalid escape, which every later check refuses.
  expect(prepareCssForPostcss('.a { content: "a\n; }')).toContain('\\\f0');
  expect(prepareCssForPostcss('.a { background: url(a b) }')).toBe('.a { background: \\\f0 }');
});

it('keeps every line break where it was, so that postcss gives the lines of the partner\'s text', () => {
  const lineOf = (css: string, selector: string) => {
    let line: number | undefined;
    postcss.parse(prepareCssForPostcss(css)).walkRules(selector, (rule) => void (line = rule.source?.start?.line));
    return line;
  };
  // A bad string (its newline is not part of it), a bad URL over two lines, a `}` inside parentheses.
  expect(lineOf('.a { content: "open\n; }\n.b { color: red }', '.b')).toBe(3);
  expect(lineOf('.a { background: url(a\n b) }\n.b { color: red }', '.b')).toBe(3);
  expect(lineOf('.a { x: f(}\n) }\n.b { color: red }', '.b')).toBe(3);
  // What a stray `}` takes with it, over three lines.
  expect(lineOf('.a { color: red } }\nbody {\n color: red }\n.b { color: red }', '.b')).toBe(4);
  expect(prepareCssForPostcss('.a { content: "open\n; }').split('\n')).toHaveLength(2);
});
