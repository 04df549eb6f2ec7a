// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { scopedPartnerCss } from './scopedPartnerCss.ts';

const target = { rootSelector: ".unav-root[data-unav-root='header']", marketUrl: 'https://market.example.com' };
afterEach(() => vi.restoreAllMocks());

it('scopes the partner CSS to the root, and reads it once for the same input', () => {
  const parse = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
  const fields = { css: '.brand-mark { color: #123456; } .cover { position: fixed; }' };
  const first = scopedPartnerCss(fields, target);
  expect(first).toContain("@scope (.unav-root[data-unav-root='header'])");
  expect(first).toMatch(/#123456|rgb\(18, 52, 86\)/);
  expect(first).not.toContain('fixed');
  const parses = parse.mock.calls.length;
  expect(parses).toBeGreaterThan(0);
  expect(scopedPartnerCss({ ...fields }, { ...target })).toBe(first);
  expect(parse.mock.calls.length).toBe(parses);
  // Another root is read anew.
  expect(scopedPartnerCss(fields, { ...target, rootSelector: ".unav-root[data-unav-root='footer']" })).toContain('footer');
  expect(parse.mock.calls.length).toBeGreaterThan(parses);
});

it('nothing to adopt without partner CSS', () => {
  expect(scopedPartnerCss({}, target)).toBe('');
});
