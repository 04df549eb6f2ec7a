import { describe, expect, it } from 'vitest';
import { judgeCssSelector } from './judgeCssSelector.ts';

describe('a partner selector inside the root\'s @scope', () => {
  it('keeps selectors that can only match and read inside the root', () => {
    for (const selector of [
      '.menu', ':scope .menu', ':scope', '& > .a', ':scope.dark .a, :scope .b', 'body .x', ':root .x', 'html', 'body:has(input) .x',
      '.a ~ .b', '.a + .b', '.a:has(> .b .c)', '.a:is(.b, .c)', '.a:not(.b)', '.a:nth-child(2n+1)', '.a:nth-child(2n + 1)', 'li:nth-of-type(odd)::marker',
      '[title=":scope ~ x"]', '.md\\:flex', '.\\31 23 .a', '::part(x)', ':lang(en)',
    ]) expect(judgeCssSelector(selector), selector).toBeUndefined();
  });

  it('refuses the root named after anything else: what comes before it is outside', () => {
    for (const selector of [
      '#csrf[value^="a"] ~ :scope', 'input ~ * :scope', 'body:has(#csrf[value^="a"]) :scope', ':root:has(input) &', '.a, body :scope',
      '.x :SCOPE', '.a:is(:scope)', 'body &', '.a:has(&)',
    ]) expect(judgeCssSelector(selector), selector).toBe('outside-root');
  });

  it('refuses combinators inside pseudo-classes, which match against the whole page', () => {
    for (const selector of [
      '.x:is(body:has(#csrf) *)', '.x:is(#csrf ~ * *)', '.x:where(body > *)', '.x:not(body:has(input) *)', ':scope:has(~ #after)', '&:has(+ input)',
      '.a:has(> .b ~ .c)', '.x:nth-child(1 of body *)', '.x:is(a || b)', '.x:has(:is(body *))',
    ]) expect(judgeCssSelector(selector), selector).toBe('outside-root');
  });

  it('refuses what is not one selector list', () => {
    for (const selector of ['a{', 'a}', 'a;b', '.a:is(.b', '[x="a]', 'a[href^="javascript:"]']) expect(judgeCssSelector(selector), selector).not.toBeUndefined();
  });
});
