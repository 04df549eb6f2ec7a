import { expect, it } from 'vitest';
import { judgeCssCondition } from './judgeCssCondition.ts';

it('keeps conditions, viewport units included, and refuses what could end the block or load', () => {
  for (const condition of ['(max-width: 736px)', 'screen and (min-width: 50vw)', '(display: grid) and (not (display: inline-grid))', 'card (width > 30em)', 'selector(:has(a))'])
    expect(judgeCssCondition(condition, []), condition).toBeUndefined();
  expect(judgeCssCondition('screen) { body { color: red } @media (x', [])).toBe('malformed');
  expect(judgeCssCondition('(x: "a) {")', [])).toBeUndefined();
  expect(judgeCssCondition('(background: url(https://evil.example/a))', [])).toBe('other-origin');
  expect(judgeCssCondition('\\73 creen', [])).toBe('escape');
});
