import { describe, expect, it } from 'vitest';
import { lintCssText } from './lintCssText.ts';

describe('lintCssText', () => {
  it('reports each rule and property the partner CSS policy removes, with line and reason', () => {
    const issues = lintCssText('.a { color: red }\n@import "x.css";\n.bar {\n  position: fixed;\n  height: 10vh;\n}', 'css');
    expect(issues.map(({ line, token, message }) => [line, token, message.split(':')[0]])).toEqual([
      [2, '@import', 'removed'],
      [4, '.bar { position }', 'removed'],
      [5, '.bar { height }', 'removed'],
    ]);
    expect(issues[1]?.message).toContain('fixed or sticky');
    expect(issues[2]?.message).toContain('viewport units');
  });

  it('reports a z-index above the nav\'s own menus, and keeps one within them', () => {
    const issues = lintCssText('.menu { position: absolute; z-index: 1000 }\n.promo {\n  position: relative;\n  z-index: 2147483647;\n}', 'cssHeader');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[4, '.promo { z-index }']]);
    expect(issues[0]?.message).toContain('z-index may be auto or a whole number up to 1000');
  });

  it('reports "</" that would end the page\'s <style> element, with its line, also as an escape', () => {
    const issues = lintCssText('.a { color: red }\n.b::after {\n  content: "</style><img src=x>";\n}\n.c::after { content: "\\3c/style>" }', 'cssHeader');
    expect(issues.map(({ line, token, message }) => [line, token, message])).toEqual([
      [3, '.b::after { content }', expect.stringContaining("would end the page's <style> element")],
      [5, '.c::after { content }', expect.stringContaining("would end the page's <style> element")],
    ]);
  });

  it('reports a rule that nests brackets too deep for a parser, at its line, and lints the rest', () => {
    const issues = lintCssText(`.a { color: red }\n.b${':is('.repeat(100)}.c${')'.repeat(100)} { color: red }\n.d { position: fixed }`, 'css');
    expect(issues.map(({ line, token, message }) => [line, token.slice(0, 8), message])).toEqual([
      [2, '.b:is(:i', expect.stringContaining('nested more than 64 deep')],
      [3, '.d { pos', expect.stringContaining('fixed or sticky')],
    ]);
  });

  it('has nothing to report on allowed CSS', () => {
    expect(lintCssText('.nav a { color: #123; padding: 0 1rem }\n@media (max-width: 600px) { .nav { display: none } }', 'cssHeader')).toEqual([]);
  });
});
