import { expect, it } from 'vitest';
import { emitScopedCss } from './emitScopedCss.ts';

const ROOT = ".unav-root[data-unav-root='header']";

it('writes every rule inside the root\'s scope, after the guard that keeps the root the containing block', () => {
  const css = emitScopedCss([
    { type: 'style', selector: ':scope .menu', declarations: [{ property: 'color', value: 'red', important: false }], rules: [
      { type: 'style', selector: '& .b', declarations: [{ property: 'margin', value: '0', important: true }], rules: [] },
      { type: 'declarations', declarations: [{ property: 'padding', value: '1px', important: false }] },
    ] },
    { type: 'group', name: 'media', condition: '(max-width: 700px)', rules: [{ type: 'style', selector: '.x', declarations: [{ property: 'color', value: 'blue', important: false }], rules: [] }] },
  ], ROOT);
  expect(css).toBe(`@layer unav-partner-guard { @scope (${ROOT}) { :scope { position: relative !important; } } }\n`
    + `@scope (${ROOT}) { :scope .menu { color: red; & .b { margin: 0 !important; } padding: 1px; } @media (max-width: 700px) { .x { color: blue; } } }`);
});

it('gives nothing when no rule is left', () => {
  expect(emitScopedCss([], ROOT)).toBe('');
});
