import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './isCheckoutPath.ts';

describe('isCheckoutPath', () => {
  it.each(['/checkout', '/checkout/', '/checkout/payment', '/checkout/review/42'])('%s is a checkout step', (path) => {
    expect(isCheckoutPath(path)).toBe(true);
  });

  it.each(['/checkout/cart', '/checkout/cart/', '/home', '/checkoutHelp', '/apps/checkout'])('%s is not', (path) => {
    expect(isCheckoutPath(path)).toBe(false);
  });
});
