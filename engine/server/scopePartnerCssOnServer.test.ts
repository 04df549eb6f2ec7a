import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it, vi } from 'vitest';
import { partnerCssAttacks } from '../../test/css/partnerCssAttacks.ts';
import { BENIGN_AFTER, STYLE_END_TAG_SHAPES } from '../../test/css/styleEndTagShapes.ts';
import { scopePartnerCssOnServer } from './scopePartnerCssOnServer.ts';

const ROOT = ".unav-root[data-unav-root='header']";
const MARKET = 'https://market.example.com';
const EVIL = 'http://127.0.0.1:9999';
const scope = (css: string, field = 'css') => scopePartnerCssOnServer(css, { field, rootSelector: ROOT, allowedOrigins: [MARKET] });
const whys = (css: string) => scope(css).removed.map((removal) => removal.why);

/** The partner rules of the output, with the at-rules around each, as postcss reads them. */
function outputRules(css: string): string[] {
  const root = postcss.parse(css);
  const rules: string[] = [];
  root.walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      if (parent.type === 'atrule') around.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    }
    rules.push(`${around.join(' ')} | ${rule.selector} { ${rule.nodes.filter((node) => node.type === 'decl').map(String).join('; ')} }`);
  });
  return rules;
}

describe('partner CSS on the server path', () => {
  it('nests every partner rule in the root\'s scope, the root prefix read as :scope', () => {
    const { css, removed } = scope('.unav-root .menu { color: red } .unav-root { color: blue } @media (max-width: 700px) { .x { color: green } }');
    expect(removed).toEqual([]);
    expect(outputRules(css)).toEqual([
      `@layer unav-partner-guard @scope (${ROOT}) | :scope { position: relative !important }`,
      `@scope (${ROOT}) | :scope .menu { color: red }`,
      `@scope (${ROOT}) | :scope { color: blue }`,
      `@scope (${ROOT}) @media (max-width: 700px) | .x { color: green }`,
    ]);
  });

  it('keeps the fixtures\' partner CSS whole', () => {
    for (const file of ['globex/css.css', 'globex/cssHeader.css', 'northwind/css.css', 'northwind/cssHeader.css']) {
      const text = readFileSync(new URL(`../../fixtures/partners/${file}`, import.meta.url), 'utf8');
      const { css, removed } = scope(text);
      expect(removed, file).toEqual([]);
      let written = 0;
      postcss.parse(text).walkRules(() => void (written += 1));
      expect(outputRules(css).length - 1, file).toBe(written);
    }
  });

  it('no attack leaves the scope, names the other origin, or keeps a refused at-rule, position or unit', () => {
    for (const attack of partnerCssAttacks(EVIL)) {
      const { css } = scope(attack.css);
      if (!css) continue;
      const root = postcss.parse(css);
      // Only the guard and the scope at the top: nothing of the partner's outside @scope.
      expect(root.nodes.map((node) => (node.type === 'atrule' ? `@${node.name} ${node.params}` : node.type)), attack.name).toEqual(['@layer unav-partner-guard', `@scope (${ROOT})`]);
      // No loading function names the other origin. (A string in a custom property loads nothing: var()
      // inside a loading function is refused; `url(/**/http://...)` is a path on the page's origin.)
      expect(css, attack.name).not.toMatch(/(url|image|image-set|src|cross-fade)\(\s*"?(https?:)?\/\/127\.0\.0\.1/i);
      expect(css, attack.name).not.toMatch(/@(import|font-face|keyframes|property|counter-style|namespace|layer [^u]|page|font-feature-values|foo|starting-style)|@scope \((?!\.unav-root)/i);
      expect(css, attack.name).not.toMatch(/z-index:\s*(?!auto|-?\d{1,3};|1000;)/i);
      expect(css, attack.name).not.toMatch(/position:\s*(fixed|sticky)|\d(s|l|d)?v(w|h|i|b|min|max)\b|\dcq(w|h|i|b|min|max)\b|expression\(|behavior|binding|javascript:|element\(|paint\(/i);
    }
  });

  it('keeps a z-index up to the runtime\'s own menus (1000), removes a higher or computed one, on a positioned box or a flex item', () => {
    const { css, removed } = scope('.a { position: relative; z-index: 2147483647 } .b { z-index: 1001 } .c { z-index: var(--z) } .d { z-index: calc(1000 + 1) } .e { z-index: 1000 } .f { z-index: auto } :scope { z-index: 99999 }');
    expect(removed.map(({ what, why }) => `${what} ${why}`)).toEqual([
      '.a { z-index } page-stacking', '.b { z-index } page-stacking', '.c { z-index } page-stacking', '.d { z-index } page-stacking', ':scope { z-index } page-stacking',
    ]);
    expect(outputRules(css).slice(1)).toEqual([
      `@scope (${ROOT}) | .a { position: relative }`,
      `@scope (${ROOT}) | .e { z-index: 1000 }`,
      `@scope (${ROOT}) | .f { z-index: auto }`,
    ]);
  });

  it('drops every "</" that could end a page\'s <style> element, the \\3c escape included, and keeps the rest of the sheet', () => {
    for (const shape of STYLE_END_TAG_SHAPES) {
      const { css, removed } = scope(`${shape.css}\n${BENIGN_AFTER}`);
      expect(css, shape.name).not.toContain('</');
      expect(css, shape.name).toContain('.after-end-tag-shape { color: rgb(1, 2, 3); }');
      // A comment is no rule: the parser drops it, and there is nothing to remove.
      if (shape.name !== 'in a comment') expect(removed.map((removal) => removal.why), shape.name).toEqual(['end-tag']);
    }
  });

  it('reads escapes before judging: u\\72l(), \\2f\\2f and an escaped @import', () => {
    expect(whys(`.a { background: u\\72l(${EVIL}/x) }`)).toEqual(['other-origin']);
    expect(whys('.a { background: url(\\2f\\2f evil.example/x) }')).toEqual(['other-origin']);
    expect(whys('.a { background: url("\\2f\\2f evil.example/x") }')).toEqual(['other-origin']);
    expect(whys(`@\\69mport url(${EVIL}/x.css); .a { color: red }`)).toEqual(['at-rule']);
    expect(scope(`@\\69mport url(${EVIL}/x.css); .a { color: red }`).removed[0]?.what).toBe('@import');
    expect(scope('.a { c\\6flor: red }').css).toContain('.a { color: red; }');
  });

  it('reads comments, case, whitespace and newlines as the browser does', () => {
    expect(whys(`.a { background: URL( \n ${EVIL}/x \n ) }`)).toEqual(['other-origin']);
    expect(whys(`.a { BACKGROUND-IMAGE: Image-Set("${EVIL}/x" 1x) }`)).toEqual(['other-origin']);
    expect(whys(`@IMPORT url(${EVIL}/x.css); @Font-Face { src: url(${EVIL}/f) }`)).toEqual(['at-rule', 'at-rule']);
    expect(whys(`@im/**/port url(${EVIL}/x.css);`)).toEqual(['at-rule']);
    // A comment splits a token: `ur/**/l(` is no url(), and loads nothing.
    expect(scope(`.a { background: ur/**/l(${EVIL}/x) }`).css).toContain('ur/**/l(');
    expect(whys('.a { Position: FIXED }')).toEqual(['page-position']);
  });

  it('refuses @font-face (and unicode-range with it) however deeply nested, and every other at-rule but three', () => {
    expect(whys(`@media screen { @supports (display: grid) { @font-face { font-family: x; src: url(/f.woff); unicode-range: U+0-7F } .a { color: red } } }`)).toEqual(['at-rule']);
    expect(whys('.a { unicode-range: U+0-7F }')).toEqual(['font-descriptor']);
    expect(whys('@scope (body) { p { color: red } } @layer x { a { color: red } } @keyframes k { } @property --p { syntax: "*" } @counter-style c { } @namespace x url(y); @page { } @font-feature-values F { } @foo { }')).toEqual(Array(9).fill('at-rule'));
    expect(scope('@container card (width > 30em) { .a { color: red } } @supports (display: grid) { .b { color: red } }').removed).toEqual([]);
  });

  it('a stray } or { cannot end the scope; what follows a stray } is dropped, as the browser drops it', () => {
    const closing = scope('.a { color: red } } body { color: red } .b { color: blue }');
    expect(outputRules(closing.css).map((rule) => rule.split(' | ')[1])).toEqual([':scope { position: relative !important }', '.a { color: red }', '.b { color: blue }']);
    const opening = scope('.a { color: red; { } body { color: red } }');
    expect(postcss.parse(opening.css).nodes).toHaveLength(2);
    expect(outputRules(opening.css).every((rule) => rule.startsWith('@scope') || rule.startsWith('@layer'))).toBe(true);
  });

  it('closes what the end of the text leaves open, as the browser does: strings, URLs, blocks', () => {
    expect(scope('.a { content: "abc').css).toContain('.a { content: "abc"; }');
    expect(whys(`.a { background: url(${EVIL}/x`)).toEqual(['other-origin']);
    expect(scope('.a { background: url(/img/x.png').css).toContain('url("/img/x.png")');
    expect(scope('@media screen { .a { color: red').css).toContain('@media screen { .a { color: red; } }');
    // A bad string (a newline inside) drops its declaration; the next line is read again.
    expect(scope('.a { content: "a\n; color: red }').css).toContain('.a { color: red; }');
  });

  it('lets partner selectors match only inside the root', () => {
    expect(whys('#csrf[value^="a"] ~ :scope { color: red }')).toEqual(['outside-root']);
    expect(whys('body:has(input[value^="a"]) :scope .x { color: red }')).toEqual(['outside-root']);
    expect(whys('.x:is(body:has(input[value^="a"]) *) { color: red }')).toEqual(['outside-root']);
    expect(whys(':scope:has(~ input) { color: red }')).toEqual(['outside-root']);
    expect(whys('.x { body & { color: red } }')).toEqual(['outside-root']);
    // Without the root named, @scope makes them descendants of the root: they are kept.
    expect(scope(':root .x, html, body, body:has(input) .x, .a ~ .b, .a + .b { color: red }').removed).toEqual([]);
  });

  it('drops rules nested deeper than 32 levels, as the browser path does', () => {
    const nested = (depth: number) => `${'@media screen { '.repeat(depth)}.a { color: red }${' }'.repeat(depth)}`;
    expect(scope(nested(32)).css).toContain('.a { color: red; }');
    expect(scope(nested(33)).css).toBe('');
    expect(scope(nested(5000)).css).toBe('');
  });

  it('gives each removal the line the partner wrote it on and the selector as written; a statement dropped as too deep has none', () => {
    const css = `.unav-root .a { color: red }\n${'.x { '.repeat(70)}\n${' }'.repeat(70)}\n@import url(/x.css);\n.unav-root .a {\n  position: fixed;\n}`;
    expect(scope(css).removed.map(({ what, why, line }) => [what, why, line])).toEqual([
      [`${'.x { '.repeat(16)}`.trim(), 'too-deep', undefined],
      ['@import', 'at-rule', 4],
      ['.unav-root .a { position }', 'page-position', 6],
    ]);
    expect(scope('.a { color red; margin: 0 }').removed).toEqual([{ what: 'css', why: 'unreadable', line: 1 }]);
  });

  it('reads the first 100 kB of each field and says so', () => {
    const warn = vi.fn();
    const long = `.a { color: red } ${'.b { color: blue } '.repeat(6000)} .last { color: green }`;
    const { css } = scopePartnerCssOnServer(long, { field: 'cssHeader', rootSelector: ROOT, allowedOrigins: [], warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cssHeader'));
    expect(warn.mock.calls[0]?.[0]).toContain('100 kB');
    expect(css).toContain('.a { color: red; }');
    expect(css).not.toContain('.last');
  });
});
