// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { addRuntimeStyles, retainRuntimeStyles, withItsStylesheet } from './useRuntimeStyles.ts';
import { adoptStyleSheet } from './adoptStyleSheet.ts';

/** The page's CSS in cascade order, whichever way it is on the page (adopted sheets, then style elements). */
function pageCss(): string {
  const adopted = 'adoptedStyleSheets' in document ? document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)) : [];
  const elements = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '');
  return [...adopted, ...elements].join('\n');
}

const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});

it("a chunk's CSS comes after the composition's and before a partner's sheet adopted earlier", () => {
  releases.push(retainRuntimeStyles(['.unav-root .a { color: red; }']));
  const partner = adoptStyleSheet(document, '.unav-root .a { color: green; }', 'partner');
  releases.push(partner.remove);
  addRuntimeStyles('.unav-root .b { color: blue; }');
  const css = pageCss();
  expect(css.indexOf('.a { color: red; }')).toBeLessThan(css.indexOf('.b { color: blue; }'));
  expect(css.indexOf('.b { color: blue; }')).toBeLessThan(css.indexOf('color: green'));
});

it('is on the page while any holder keeps it, once; added CSS comes back with it on the next first use', () => {
  const first = retainRuntimeStyles(['.unav-root .c { color: red; }']);
  const second = retainRuntimeStyles(['.unav-root .c { color: red; }']);
  addRuntimeStyles('.unav-root .d { color: blue; }');
  addRuntimeStyles('.unav-root .d { color: blue; }');
  expect(pageCss().match(/\.d \{/g)).toHaveLength(1);
  first();
  first();
  expect(pageCss()).toContain('.c {');
  second();
  expect(pageCss()).not.toContain('.c {');
  releases.push(retainRuntimeStyles(['.unav-root .c { color: red; }']));
  expect(pageCss()).toContain('.d { color: blue; }');
});

it("a chunk's module arrives with its stylesheet already on the page", async () => {
  releases.push(retainRuntimeStyles(['.unav-root .e { color: red; }']));
  const module = await withItsStylesheet(Promise.resolve({ stylesheet: '.unav-root .f { color: blue; }', Part: 'part' }));
  expect(module.Part).toBe('part');
  expect(pageCss()).toContain('.f { color: blue; }');
});
