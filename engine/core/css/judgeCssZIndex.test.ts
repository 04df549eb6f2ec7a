import { describe, expect, it } from 'vitest';
import { isAllowedCssZIndex, MAX_PARTNER_Z_INDEX } from './judgeCssZIndex.ts';

describe('a z-index partner CSS may give', () => {
  it('is no higher than the runtime\'s own menus', () => {
    expect(MAX_PARTNER_Z_INDEX).toBe(1000);
  });

  it.each(['auto', 'AUTO', ' auto ', '0', '1', '20', '999', '1000', '+5', '-1', '-2147483647', '0001000'])('allows %j', (value) => {
    expect(isAllowedCssZIndex(value)).toBe(true);
  });

  it.each([
    '1001', '10000', '2147483647', '99999999999999999999', '+1001', '1e3', '1000.0', '1.5', '10px', 'calc(1)', 'calc(1000 + 1)', 'var(--z)',
    'env(z)', 'attr(data-z type(<integer>))', 'sibling-index()', 'inherit', 'initial', 'unset', 'revert-layer', '', '1 2',
  ])('refuses %j', (value) => {
    expect(isAllowedCssZIndex(value)).toBe(false);
  });
});
