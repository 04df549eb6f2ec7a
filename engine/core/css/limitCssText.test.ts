import { expect, it, vi } from 'vitest';
import { limitCssText, PARTNER_CSS_LIMIT } from './limitCssText.ts';

it('reads the first 100 kB of a partner stylesheet and warns, naming the limit', () => {
  const warn = vi.fn();
  expect(limitCssText('.a { color: red }', 'css', warn)).toBe('.a { color: red }');
  expect(warn).not.toHaveBeenCalled();
  const long = `${'.a{color:red}'.repeat(PARTNER_CSS_LIMIT / 10)}`;
  expect(limitCssText(long, 'cssHeader', warn)).toBe(long.slice(0, PARTNER_CSS_LIMIT));
  expect(warn).toHaveBeenCalledOnce();
  expect(warn.mock.calls[0]?.[0]).toMatch(/cssHeader .*first 100000 \(100 kB\)/);
});
