import { expect, it } from 'vitest';
import { judgeCssSelector } from './judgeCssSelector.ts';
import { rewriteRootPrefix } from './rewriteRootPrefix.ts';

function rewrite(selector: string): string {
  const starts: number[] = [];
  expect(judgeCssSelector(selector, starts)).toBeUndefined();
  return rewriteRootPrefix(selector, starts);
}

it('reads a selector written from the nav root as the scope root, at the start of each selector only', () => {
  expect(rewrite('.unav-root .menu, .unav-root')).toBe(':scope .menu, :scope');
  expect(rewrite('.unav-root.dark .a,\n  /* x */ .unav-root[data-x] > .b')).toBe(':scope.dark .a,\n  /* x */ :scope[data-x] > .b');
  expect(rewrite('.unav-root-x .a, .a .unav-root, .unav-root\\:b')).toBe('.unav-root-x .a, .a .unav-root, .unav-root\\:b');
  expect(rewrite('[title=".unav-root, .unav-root"] .a, :is(.x, .unav-root)')).toBe('[title=".unav-root, .unav-root"] .a, :is(.x, .unav-root)');
});
