import { describe, expect, it } from 'vitest';
import { lintCssText } from './lintCssText.ts';

/** A partner header stylesheet of 31 lines: an allowed background on line 7, a url() to another origin on line 28. */
const HEADER_CSS = [
  '/* Northwind header */',
  '.unav-root .nw-shell {',
  '  font-family: Inter, sans-serif;',
  '  color: #1b2a41;',
  '}',
  '.unav-root .nw-header {',
  '  background: #ffffff;',
  '  border-bottom: 1px solid #d9dde3;',
  '}',
  '.unav-root .nw-nav {',
  '  display: flex;',
  '  gap: 4px;',
  '}',
  '.unav-root .nw-nav a {',
  '  color: #1b2a41;',
  '  text-decoration: none;',
  '}',
  '.unav-root .nw-nav a:hover {',
  '  color: #e4572e;',
  '}',
  '@media (max-width: 736px) {',
  '  .unav-root .nw-nav {',
  '    display: none;',
  '  }',
  '}',
  '.unav-root .nw-logo {',
  '  display: block;',
  '  background: url(https://evil.example/x.png) no-repeat;',
  '  width: 120px;',
  '  height: 32px;',
  '}',
].join('\n');

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

  it('reports a removed url() at its own line, not at an allowed property of the same name earlier, with the selector as written', () => {
    expect(lintCssText(HEADER_CSS, 'cssHeader').map(({ line, token }) => [line, token])).toEqual([[28, '.unav-root .nw-logo { background }']]);
  });

  it('names the root as the partner wrote it, never as :scope', () => {
    const issues = lintCssText('.unav-root .x { position: fixed }\n.unav-root:is(body *) { color: red }', 'css');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[1, '.unav-root .x { position }'], [2, '.unav-root:is(body *)']]);
  });

  it('reports the second of two rules with the same selector at its own line', () => {
    const issues = lintCssText('.promo { background: url(/img/promo.png) }\n.cta { color: red }\n.promo { background: url(https://evil.example/promo.png) }', 'css');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[3, '.promo { background }']]);
  });

  it('reports declarations in and after nested rules, and at-rules, at their lines', () => {
    const css = [
      '/* no @font-face here: fonts come from the page */',
      '.unav-root .menu {',
      '  color: #1b2a41;',
      '  & .item {',
      '    position: fixed;',
      '  }',
      '  z-index: 99999;',
      '}',
      '@media screen {',
      '  @font-face { font-family: x }',
      '}',
    ].join('\n');
    expect(lintCssText(css, 'css').map(({ line, token }) => [line, token])).toEqual([
      [5, '& .item { position }'],
      [7, '.unav-root .menu { z-index }'],
      [10, '@font-face'],
    ]);
  });

  it('keeps the lines after a string left open on its line', () => {
    const issues = lintCssText('.b { position: relative }\n.a { content: "open\n; }\n.b {\n  position: fixed;\n}', 'css');
    expect(issues.map(({ line, token }) => [line, token])).toEqual([[2, '.a { content }'], [5, '.b { position }']]);
  });

  it('keeps the lines after a statement dropped as too deep', () => {
    const css = `.d { position: relative }\n.deep {\n${'.x { '.repeat(70)}color: red${' }'.repeat(70)}\n}\n.d {\n  color: red;\n  position: fixed;\n}`;
    expect(lintCssText(css, 'css').map(({ line, token }) => [line, token.slice(0, 7)])).toEqual([[2, '.deep {'], [7, '.d { po']]);
  });

  it('has nothing to report on allowed CSS', () => {
    expect(lintCssText('.nav a { color: #123; padding: 0 1rem }\n@media (max-width: 600px) { .nav { display: none } }', 'cssHeader')).toEqual([]);
  });
});
