import { describe, expect, it } from 'vitest';
import { isErrorPage } from './isErrorPage.ts';

describe('isErrorPage', () => {
  it('treats paths starting with /http-status as error pages', () => {
    expect(isErrorPage('/http-status')).toBe(true);
    expect(isErrorPage('/http-status/404')).toBe(true);
  });

  it('treats other paths as normal pages', () => {
    expect(isErrorPage('/home')).toBe(false);
    expect(isErrorPage('/help/http-status')).toBe(false);
  });
});
